// The Refund Policy in Hindi (written by hindi-writer-ui-1 from RefundPolicyPage.tsx), loaded only on a Hindi page.
import { EnglishGoverns } from '../../features/legal/components/EnglishGoverns.hi';
import { LegalPage, LegalSection } from '../../features/legal/components/LegalPage';
import { PracticeTestNotice } from '../../features/legal/components/PracticeTestNotice';
import { SupportContact } from '../../features/legal/components/SupportContact';
import { company } from '../../lib/company';
import { useMessages } from '../../lib/messages';

export default function HindiRefundPolicyPage() {
  const t = useMessages();
  return (
    <LegalPage title={t.refundTitle()} updated="2025-03-01">
      <EnglishGoverns />
      <LegalSection id="refund-general" title="सभी ख़रीदारी अंतिम हैं">
        <p>
          एक्सेस प्लान से आपको डिजिटल सामग्री तुरंत मिल जाती है, इसलिए किसी भी ख़रीदारी का रिफ़ंड नहीं मिलता। प्लान एक यूज़र से दूसरे यूज़र को भी नहीं दिए जा
          सकते: प्लान उसी रजिस्टर्ड खाते का होता है जिससे उसे ख़रीदा गया, और उसे किसी दूसरे व्यक्ति के खाते में नहीं ले जाया जा सकता।
        </p>
        <p>ख़रीदने से पहले एक दिन का मुफ़्त डेमो आज़माएँ, ताकि पक्का हो जाए कि टेस्ट आपके काम के हैं।</p>
      </LegalSection>

      <LegalSection id="refund-exception" title="एकमात्र अपवाद: दोहरा भुगतान">
        <p>
          अगर एक ही रजिस्टर्ड यूज़र के एक ही प्रोडक्ट के लिए एक से ज़्यादा बार पैसे कट जाएँ (उदाहरण के लिए, भुगतान दोबारा करने की कोशिश की वजह से), तो जाँच के
          बाद हम अतिरिक्त राशि लौटा देंगे। सिर्फ़ इसी स्थिति में रिफ़ंड दिया जाता है।
        </p>
      </LegalSection>

      <LegalSection id="refund-request" title="पुनर्विचार का अनुरोध">
        <p>
          अगर आपको लगता है कि आपके मामले पर दोबारा विचार होना चाहिए, तो अपने रजिस्टर्ड ईमेल पते से{' '}
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> पर अपनी पेमेंट ID, ख़रीद की तारीख़ और अनुरोध का कारण लिखकर भेजें। हम
          हर अनुरोध का जवाब देते हैं।
        </p>
      </LegalSection>

      <LegalSection id="refund-about" title="हमारे प्रैक्टिस टेस्ट के बारे में">
        <PracticeTestNotice />
      </LegalSection>

      <LegalSection id="refund-contact" title="संपर्क">
        <SupportContact />
      </LegalSection>
    </LegalPage>
  );
}
