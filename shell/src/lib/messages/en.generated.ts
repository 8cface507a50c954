// Generated from en.json by tools/messages.ts (npm run messages): edit the JSON, not this file.
/* eslint-disable */
// @ts-nocheck

const messages = {
  navMain: () => "Main",
  navMobile: () => "Mobile",
  navMenu: () => "Menu",
  navHome: () => "Home",
  navExams: () => "Exams",
  navBlogs: () => "Blogs",
  navContact: () => "Contact Us",
  login: () => "Login",
  logout: () => "Logout",
  myExams: () => "My Exams",
  myAccount: () => "My Account",
  contentStudio: () => "Content Studio",
  signedInAs: () => "Signed in as",
  languageSwitch: () => "Language",
  readInHindi: () => "Read this page in Hindi",
  readInEnglish: () => "Read this page in English",
  footerTagline: () => "Your trusted partner for exam preparation and success in NISM certifications.",
  footerQuickLinks: () => "Quick Links",
  footerAllExams: () => "All Exams",
  footerBlogs: () => "Blogs",
  footerContact: () => "Contact",
  footerTerms: () => "Terms of Service",
  footerPrivacy: () => "Privacy Policy",
  footerRefund: () => "Refund Policy",
  footerEmail: () => "Email:",
  footerPhone: () => "Phone:",
  footerAddress: () => "Kakkanad, Kochi, Kerala 682030, India",
  footerRights: (d) => "© " + d.year + " Finlearn Technologies Pvt. Ltd. All rights reserved.",
  logoHome: () => "home"
}
export default messages as { [K in keyof typeof messages]: (values?: Record<string, unknown>) => string };
