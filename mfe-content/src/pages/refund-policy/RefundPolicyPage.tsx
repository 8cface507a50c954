import { LegalPage, LegalSection } from '../../features/legal/components/LegalPage';
import { PracticeTestNotice } from '../../features/legal/components/PracticeTestNotice';
import { SupportContact } from '../../features/legal/components/SupportContact';
import { company } from '../../lib/company';
import { useMessages } from '../../lib/messages';
import { translatedComponent } from '../../lib/translated';

/** The English text, which governs (the Hindi says so). */
function EnglishRefundPolicyPage() {
  const t = useMessages();
  return (
    <LegalPage title={t.refundTitle()} updated="2025-03-01">
      <LegalSection id="refund-general" title="All Purchases Are Final">
        <p>
          Access plans give you immediate access to digital content, so all purchases are non-refundable. Plans are also non-transferable
          between users: a plan belongs to the registered account that bought it and cannot be moved to another person's account.
        </p>
        <p>Try the free one-day demo before you buy, to make sure the tests suit you.</p>
      </LegalSection>

      <LegalSection id="refund-exception" title="The One Exception: Duplicate Charges">
        <p>
          If the same registered user is charged more than once for the same product (for example, because a payment was retried), we will
          refund the extra charges once we have verified them. This is the only case in which a refund is given.
        </p>
      </LegalSection>

      <LegalSection id="refund-request" title="Requesting a Reconsideration">
        <p>
          If you believe your case deserves reconsideration, email <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>{' '}
          from your registered email address with your payment ID, the date of purchase and the reason for your request. We reply to every
          request.
        </p>
      </LegalSection>

      <LegalSection id="refund-about" title="About Our Practice Tests">
        <PracticeTestNotice />
      </LegalSection>

      <LegalSection id="refund-contact" title="Contact">
        <SupportContact />
      </LegalSection>
    </LegalPage>
  );
}

export default translatedComponent(EnglishRefundPolicyPage, {
  hi: () => import(/* webpackChunkName: "hi-refund-policy" */ './RefundPolicyPage.hi'),
});
