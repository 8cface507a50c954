import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages, type Messages } from '../../../lib/messages';

export const RESYNC_INTERVAL_MS = 30_000;
const TICK_MS = 250;

/** Warning thresholds in seconds, largest first, with what is announced when one is crossed. */
export const WARNINGS = [
  { atSeconds: 300, message: 'warningFive' },
  { atSeconds: 60, message: 'warningOne' },
] as const satisfies readonly { atSeconds: number; message: keyof Messages }[];

export interface ExamTimerOptions {
  /** Epoch ms of the deadline the server set when the attempt started. */
  deadlineMs: number;
  /** server clock minus device clock, measured while the page loaded; null until that measure is in. */
  initialOffsetMs: number | null;
  /** The server's clock in epoch ms. */
  getServerTime: () => Promise<number>;
  onExpire: () => void;
}

export interface ExamTimerState {
  /** null until the server's clock is known: the device's own clock is never trusted. */
  remainingSeconds: number | null;
  /** How many warnings have been reached (0, 1 or 2). */
  warningLevel: number;
  /** The latest warning, for the aria-live region; empty before the first. */
  announcement: string;
}

const levelFor = (seconds: number | null) => (seconds === null ? 0 : WARNINGS.filter((w) => seconds <= w.atSeconds).length);

/**
 * Counts down to the server's deadline using the server's clock (device clock + measured offset), so a
 * reload, a second tab or a wrong device clock all show the same time. The offset is re-measured every
 * 30 s and whenever the tab becomes visible again (timers are throttled in background tabs). Until the first
 * offset is in, nothing is counted (and nothing expires).
 */
export function useExamTimer({ deadlineMs, initialOffsetMs, getServerTime, onExpire }: ExamTimerOptions): ExamTimerState {
  const offsetRef = useRef(initialOffsetMs);
  const compute = useCallback(() => {
    const offset = offsetRef.current;
    return offset === null ? null : Math.max(0, Math.ceil((deadlineMs - (Date.now() + offset)) / 1000));
  }, [deadlineMs]);
  const [remainingSeconds, setRemaining] = useState(compute);
  // -1: the first known time has not been seen yet (opening inside a warning announces only the current one).
  const warnedRef = useRef(-1);
  const t = useMessages();
  const [announcement, setAnnouncement] = useState('');
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const expiredRef = useRef(false);

  // The page may show before the load's measure is in: start counting when it arrives (unless a resync was first).
  useEffect(() => {
    if (offsetRef.current !== null || initialOffsetMs === null) return;
    offsetRef.current = initialOffsetMs;
    setRemaining(compute());
  }, [initialOffsetMs, compute]);

  useEffect(() => {
    const tick = () => setRemaining(compute());
    const resync = async () => {
      const sentAt = Date.now();
      try {
        const server = await getServerTime();
        // The server read its clock about half-way through the round trip.
        offsetRef.current = server - (sentAt + Date.now()) / 2;
        tick();
      } catch {
        // keep the last offset; the next resync tries again
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick();
        void resync();
      }
    };
    const ticker = setInterval(tick, TICK_MS);
    const resyncer = setInterval(resync, RESYNC_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(ticker);
      clearInterval(resyncer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [compute, getServerTime]);

  const warningLevel = levelFor(remainingSeconds);
  useEffect(() => {
    if (remainingSeconds === null) return;
    // Opening the page already inside a warning announces only the current one.
    if (warnedRef.current === -1 || warningLevel > warnedRef.current) {
      if (warningLevel > 0 && remainingSeconds > 0) setAnnouncement(t[WARNINGS[warningLevel - 1].message]());
      warnedRef.current = warningLevel;
    }
    if (remainingSeconds === 0 && !expiredRef.current) {
      expiredRef.current = true;
      expireRef.current();
    }
  }, [warningLevel, remainingSeconds, t]);

  return { remainingSeconds, warningLevel, announcement };
}
