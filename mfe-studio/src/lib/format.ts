const numberFormat = new Intl.NumberFormat('en-IN');
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 1234 → "1,234" (Indian grouping: 123456 → "1,23,456"). */
export const formatCount = (n: number) => numberFormat.format(n);

/** An ISO timestamp as "26 Nov 2026, 12:03 UTC": staff in different places read the same time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** "1 report", "3 reports". */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
