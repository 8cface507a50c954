// How a receipt writes money and dates: Indian digit grouping, and the day in India time (where the learner paid).
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const days = new Map<string, Intl.DateTimeFormat>();

/** 49900 paise → '₹499'; 49950 → '₹499.50'. */
export function formatPaise(amountPaise: number): string {
  return `₹${(amountPaise % 100 === 0 ? whole : withPaise).format(amountPaise / 100)}`;
}

/** 49900 paise → '₹499.00': an invoice writes every amount to the paisa. */
export const formatRupees = (amountPaise: number) => `₹${withPaise.format(amountPaise / 100)}`;

/** '23 Nov 2026' ('en-IN'), '23 नव॰ 2026' ('hi-IN'). */
export function formatDay(iso: string, localeTag = 'en-IN'): string {
  let day = days.get(localeTag);
  if (!day) {
    day = new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    days.set(localeTag, day);
  }
  return day.format(new Date(iso));
}
