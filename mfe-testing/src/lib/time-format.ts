import type { Messages } from './messages';

/** Seconds as minutes:seconds, e.g. 125 → '02:05', 7200 → '120:00'; never negative. */
export function formatRemaining(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A duration in words for results, e.g. '12 min 5 s' (or the same in the language of `t`). */
export function formatDuration(totalSeconds: number, t: Messages): string {
  const safe = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const parts = [
    hours ? t.durationHours({ n: hours }) : '',
    minutes ? t.durationMinutes({ n: minutes }) : '',
    t.durationSeconds({ n: seconds }),
  ];
  return parts.filter(Boolean).join(' ');
}
