// Dates as the page's language writes them: '15 June 2023' / '15 जून 2023' for a post, '1 March 2025' for a legal page.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(isoDate: string, localeTag: string, day: '2-digit' | 'numeric'): string {
  const key = `${localeTag}:${day}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeTag, { day, month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    formats.set(key, f);
  }
  return f.format(new Date(isoDate));
}

/** A post's date: '02 March 2025' ('en-IN'), '02 मार्च 2025' ('hi-IN'). */
export const formatPostDate = (isoDate: string, localeTag: string) => format(isoDate, localeTag, '2-digit');

/** A legal page's date: '1 March 2025' ('en-IN'), '1 मार्च 2025' ('hi-IN'). */
export const formatLegalDate = (isoDate: string, localeTag: string) => format(isoDate, localeTag, 'numeric');
