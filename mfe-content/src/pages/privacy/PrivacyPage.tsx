import { LegalPage, LegalSection } from '../../features/legal/components/LegalPage';
import { PracticeTestNotice } from '../../features/legal/components/PracticeTestNotice';
import { SupportContact } from '../../features/legal/components/SupportContact';
import { company } from '../../lib/company';
import { useMessages } from '../../lib/messages';
import { translatedComponent } from '../../lib/translated';

/** The English text, which governs (the Hindi says so). */
function EnglishPrivacyPage() {
  const t = useMessages();
  return (
    <LegalPage title={t.privacyTitle()} updated="2026-11-26">
      <p>
        This policy explains what personal information {company.name} collects when you use our NISM practice-test website, how we use it,
        and the choices you have.
      </p>
      <PracticeTestNotice />

      <LegalSection id="privacy-collected" title="Information We Collect">
        <ul>
          <li>
            <strong>Account information:</strong> your name and email address when you sign up, and whether you opted in to marketing
            emails.
          </li>
          <li>
            <strong>Payment information:</strong> details of your purchases. Card and bank details are handled by our payment provider; we
            receive only a payment reference and status.
          </li>
          <li>
            <strong>Usage data and test results:</strong> the tests you start, your answers, scores and timings, and technical data such as
            browser type and pages visited.
          </li>
          <li>
            <strong>Support communications:</strong> messages you send us through the contact form, email or phone.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-use" title="How We Use Your Information">
        <ul>
          <li>to create and manage your account and give you access to the plans you buy;</li>
          <li>to process payments and keep records required by law;</li>
          <li>to show your scores, results and progress, and to improve our questions and explanations;</li>
          <li>to answer support requests and send service messages such as password resets;</li>
          <li>to send marketing emails, only if you opted in.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="Information Sharing">
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>with service providers who host our systems, send email or process payments for us, under contract;</li>
          <li>with legal authorities when the law requires it or to protect our rights and users;</li>
          <li>with partners, only where you have given your consent.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-security" title="Data Security">
        <p>
          We protect your data with encrypted connections, hashed passwords and access controls that let each user see only their own
          purchases and results. No system is perfectly secure, so please use a strong password and tell us at once if you suspect misuse of
          your account.
        </p>
      </LegalSection>

      <LegalSection id="privacy-field-data" title="Performance and Error Reports">
        <p>
          To find pages that are slow and releases that are broken, your browser sends us anonymous performance and error reports while you
          use the site. We handle them in line with India&apos;s Digital Personal Data Protection Act, 2023 (DPDP): they are collected only
          for this purpose, kept only as long as it needs, and you can switch them off at any time. A report contains:
        </p>
        <ul>
          <li>page speed measures (how quickly a page shows its main content, reacts to a tap and stays steady as it loads);</li>
          <li>error reports: what went wrong and where in our code, with email addresses and long numbers removed;</li>
          <li>the kind of page (for example &ldquo;an exam&apos;s test attempt&rdquo;), never its address or which exam or test it was;</li>
          <li>the versions of the parts of the site that were running;</li>
          <li>the connection type (such as 4G) and the device class (phone, tablet or desktop);</li>
          <li>a random id, made in your browser and replaced every day, so one visit&apos;s reports can be read together.</li>
        </ul>
        <p>
          Nothing in a report names you: not your name, email address, account, answers or the questions you saw. We keep reports for 30
          days and then delete them.
        </p>
        <p>
          To switch the reports off, turn off <strong>Share anonymous performance and error reports</strong> on your account page. If your
          browser sends the Global Privacy Control signal, no reports are sent at all.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="Your Rights">
        <p>You can ask us at any time to:</p>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>delete your account and personal information, except records we must keep by law;</li>
          <li>opt out of marketing emails, using the link in any such email or by writing to us.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-contact" title="Contact Us">
        <p>For privacy questions or requests, contact:</p>
        <SupportContact />
      </LegalSection>
    </LegalPage>
  );
}

export default translatedComponent(EnglishPrivacyPage, { hi: () => import(/* webpackChunkName: "hi-privacy" */ './PrivacyPage.hi') });
