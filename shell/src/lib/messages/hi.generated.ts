// Generated from hi.json by tools/messages.ts (npm run messages): edit the JSON, not this file.
/* eslint-disable */
// @ts-nocheck

const messages = {
  navMain: () => "मुख्य",
  navMobile: () => "मोबाइल",
  navMenu: () => "मेनू",
  navHome: () => "होम",
  navExams: () => "परीक्षाएँ",
  navBlogs: () => "ब्लॉग",
  navContact: () => "संपर्क करें",
  login: () => "लॉग इन",
  logout: () => "लॉग आउट",
  myExams: () => "मेरी परीक्षाएँ",
  myAccount: () => "मेरा खाता",
  contentStudio: () => "कंटेंट स्टूडियो",
  signedInAs: () => "इस खाते से लॉग इन:",
  languageSwitch: () => "भाषा",
  readInHindi: () => "यह पेज हिंदी में पढ़ें",
  readInEnglish: () => "यह पेज अंग्रेज़ी में पढ़ें",
  footerTagline: () => "NISM सर्टिफ़िकेशन परीक्षाओं की तैयारी और सफलता में आपका भरोसेमंद साथी।",
  footerQuickLinks: () => "उपयोगी लिंक",
  footerAllExams: () => "सभी परीक्षाएँ",
  footerBlogs: () => "ब्लॉग",
  footerContact: () => "संपर्क",
  footerTerms: () => "सेवा की शर्तें",
  footerPrivacy: () => "गोपनीयता नीति",
  footerRefund: () => "रिफ़ंड नीति",
  footerEmail: () => "ईमेल:",
  footerPhone: () => "फ़ोन:",
  footerAddress: () => "काक्कानाड, कोच्चि, केरल 682030, भारत",
  footerRights: (d) => "© " + d.year + " Finlearn Technologies Pvt. Ltd. सर्वाधिकार सुरक्षित।",
  logoHome: () => "होम"
}
export default messages as { [K in keyof typeof messages]: (values?: Record<string, unknown>) => string };
