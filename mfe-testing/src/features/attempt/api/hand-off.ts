// Issue 47 §3: the reads the shell's entry chunk sent before React (platform's attempt-early-read.ts), taken once
// instead of reading again. A read that failed, was refused or is missing is read again as before: the hand-off can
// only save a round trip, never decide an answer.
import { ATTEMPT_HAND_OFF_VERSION, type AttemptHandOff, type AttemptReadName, type EarlyRead } from '@nism/contracts';
import { takeAttemptHandOff } from '@nism/platform';

export type EarlyReads = Promise<Record<AttemptReadName, Promise<EarlyRead>> | null>;

/** The early reads for this attempt and paper, if the shell left them (of this contract's version, fresh, unused). */
export function takeEarlyReads(testId: string, attemptId: string): EarlyReads | null {
  const handOff: AttemptHandOff | null = takeAttemptHandOff(attemptId, testId, ATTEMPT_HAND_OFF_VERSION);
  return handOff ? handOff.reads.catch(() => null) : null;
}

/** The early read `name` shaped by `shape` when it answered 2xx; otherwise `fallback()`, the page's own read. */
export async function fromEarly<T>(
  reads: EarlyReads,
  name: AttemptReadName,
  shape: (body: unknown) => T,
  fallback: () => Promise<T>,
): Promise<T> {
  const early = await reads;
  const answer = early ? await early[name] : null;
  if (!answer || answer.status < 200 || answer.status >= 300) return fallback();
  return shape(answer.body);
}

/** A `maybeSingle()` read's row from the array PostgREST answers. */
export const firstRow = <Row>(body: unknown): Row | null => (Array.isArray(body) ? ((body[0] as Row | undefined) ?? null) : null);
