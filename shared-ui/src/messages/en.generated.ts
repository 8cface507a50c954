// Generated from en.json by tools/messages.ts (npm run messages): edit the JSON, not this file.
/* eslint-disable */
// @ts-nocheck

const messages = {
  notFoundTitle: () => "Page not found",
  notFoundDescription: () => "The page you asked for does not exist.",
  notFoundMessage: () => "Oops! Page not found",
  returnHome: () => "Return to Home",
  loading: () => "Loading...",
  stillLoading: () => "Still loading…",
  show: () => "Show",
  hide: () => "Hide",
  showField: (d) => "Show " + d.field,
  hideField: (d) => "Hide " + d.field,
  copy: () => "Copy",
  copied: () => "Copied",
  copyField: (d) => "Copy " + d.field,
  copiedField: (d) => d.field + " copied"
}
export default messages as { [K in keyof typeof messages]: (values?: Record<string, unknown>) => string };
