// Generated from hi.json by tools/messages.ts (npm run messages): edit the JSON, not this file.
/* eslint-disable */
// @ts-nocheck

const messages = {
  notFoundTitle: () => "पेज नहीं मिला",
  notFoundDescription: () => "आपने जो पेज माँगा है, वह मौजूद नहीं है।",
  notFoundMessage: () => "क्षमा करें! पेज नहीं मिला",
  returnHome: () => "होम पर लौटें",
  loading: () => "लोड हो रहा है...",
  stillLoading: () => "अभी भी लोड हो रहा है…",
  show: () => "दिखाएँ",
  hide: () => "छिपाएँ",
  showField: (d) => d.field + " दिखाएँ",
  hideField: (d) => d.field + " छिपाएँ",
  copy: () => "कॉपी करें",
  copied: () => "कॉपी हो गया",
  copyField: (d) => d.field + " कॉपी करें",
  copiedField: (d) => d.field + " को कॉपी कर लिया गया"
}
export default messages as { [K in keyof typeof messages]: (values?: Record<string, unknown>) => string };
