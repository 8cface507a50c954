// Purchase dates as Indian users read them, in India's time zone: a demo that ends 23:59 IST must
// not show as the next day on a machine set to another zone.
const formats = new Map<string, Intl.DateTimeFormat>();

/** '05 Jun 2025' ('en-IN'), '05 जून 2025' ('hi-IN'). */
export function formatIndianDate(iso: string, localeTag = 'en-IN'): string {
  let format = formats.get(localeTag);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    formats.set(localeTag, format);
  }
  return format.format(new Date(iso));
}
