// Purchase dates as Indian users read them, in India's time zone: a demo that ends 23:59 IST must
// not show as the next day on a machine set to another zone.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '05 Jun 2025'. */
export function formatIndianDate(iso: string): string {
  return indianDate.format(new Date(iso));
}
