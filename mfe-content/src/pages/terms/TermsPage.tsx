import { paths } from '@nism/contracts';
import { Link } from '@nism/shared-ui';
import { LegalPage, LegalSection } from '../../features/legal/components/LegalPage';
import { PracticeTestNotice } from '../../features/legal/components/PracticeTestNotice';
import { SupportContact } from '../../features/legal/components/SupportContact';
import { company } from '../../lib/company';
import { useMessages } from '../../lib/messages';
import { translatedComponent } from '../../lib/translated';

/** The English text, which governs (the Hindi says so). */
function EnglishTermsPage() {
  const t = useMessages();
  return (
    <LegalPage title={t.termsTitle()} updated="2025-03-01">
      <LegalSection id="terms-acceptance" title="1. Acceptance of Terms">
        <p>
          These Terms of Service govern your use of the NISM practice-test website and services operated by {company.name} ("we", "us"). By
          creating an account, buying a plan or otherwise using the service, you agree to these terms and to our{' '}
          <Link to={paths.privacy()}>Privacy Policy</Link>. If you do not agree, please do not use the service. We may update these terms;
          the date above shows the latest revision, and continued use after a change means you accept it.
        </p>
      </LegalSection>

      <LegalSection id="terms-service" title="2. Description of Service">
        <p>
          We provide online practice tests, model papers and explanations for Indian financial-certification examinations conducted by NISM.
          Access is offered as a free one-day demo or as paid plans that expire after the number of days stated on the plan.
        </p>
        <PracticeTestNotice />
      </LegalSection>

      <LegalSection id="terms-accounts" title="3. User Accounts">
        <p>To use most features you need an account. You agree to:</p>
        <ul>
          <li>provide accurate, current and complete information when you register, and keep it up to date;</li>
          <li>keep your login credentials secure and not share your account with anyone else;</li>
          <li>notify us immediately of any unauthorized use of your account or any other breach of security;</li>
          <li>be responsible for all activity that takes place under your account.</li>
        </ul>
        <p>We may suspend or close accounts that break these terms or are used to copy or redistribute our content.</p>
      </LegalSection>

      <LegalSection id="terms-payment" title="4. Payment Terms">
        <p>When you buy a plan, you agree to:</p>
        <ul>
          <li>pay all fees for the plan you choose when they are due, at the price shown at checkout;</li>
          <li>provide valid, current payment information and authorise us and our payment provider to charge it;</li>
          <li>
            accept our <Link to={paths.refundPolicy()}>Refund Policy</Link> and cancellation terms, under which purchases are generally
            non-refundable.
          </li>
        </ul>
        <p>Prices are in Indian rupees and include applicable taxes unless stated otherwise.</p>
      </LegalSection>

      <LegalSection id="terms-ip" title="5. Intellectual Property">
        <p>
          All questions, explanations, articles, designs and software on the site belong to {company.name} or its licensors and are
          protected by copyright and other laws. Your plan gives you a personal, non-transferable licence to use the content for your own
          exam preparation. You may not copy, scrape, reproduce, sell or publish any part of it without our written permission. NISM and
          SEBI names are used only to describe the examinations our tests help you prepare for.
        </p>
      </LegalSection>

      <LegalSection id="terms-disclaimer" title="6. Disclaimer">
        <p>
          The service is provided "as is" and "as available". We do not guarantee that it will be uninterrupted or error-free, or that
          practice-test scores predict your result in an official examination. To the extent the law allows, our liability for any claim
          relating to the service is limited to the amount you paid for the plan concerned. Nothing on the site is investment advice.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="7. Contact Information">
        <p>Questions about these terms can be sent to:</p>
        <SupportContact />
      </LegalSection>
    </LegalPage>
  );
}

export default translatedComponent(EnglishTermsPage, { hi: () => import(/* webpackChunkName: "hi-terms" */ './TermsPage.hi') });
