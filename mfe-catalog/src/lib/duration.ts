import type { useMessages } from './messages';

/** 180 → '3 hours', 90 → '1 hour 30 minutes', 45 → '45 minutes' (or the same in the language of `t`). */
export function formatDuration(minutes: number, t: ReturnType<typeof useMessages>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(t.hours({ n: hours }));
  if (rest || !hours) parts.push(t.minutes({ n: rest }));
  return parts.join(' ');
}
