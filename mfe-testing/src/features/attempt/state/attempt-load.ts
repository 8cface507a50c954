// The attempt page's reads, all started at once: each needs only the ids in the URL, so none waits for another
// (the page checks that they belong together once they are in). They start as early as the page's code runs: from
// the shell's `prefetch` call while it is still starting, or else when the page first renders, before the session
// has been read. Every one of them, the whole paper too, goes out with the stored session before supabase-js has
// loaded (lib/read-early.ts); supabase-js starts downloading beside them (platform's initSupabase), not before.
// The server decides everything (RLS and the SECURITY DEFINER functions); these are only reads.
// Issue 47 §3: earlier still, the shell's entry chunk may have sent the paper's reads before React; the page then
// takes them (api/hand-off.ts) and reads again only what is missing or failed.
import { hasStoredSession } from '@nism/platform';
import { fetchAttempt, toAttempt } from '../api/fetch-attempt';
import { fetchAttemptQuestionAt, fetchAttemptQuestions, type Question } from '../api/fetch-attempt-questions';
import { fetchSavedAnswers, toSavedProgress, type SavedProgress, type SavedRow } from '../api/fetch-saved-answers';
import { measureServerOffset } from '../api/fetch-server-time';
import { fetchTestPaper, toTestPaper, type PaperRow } from '../api/fetch-test-paper';
import { firstRow, fromEarly, takeEarlyReads, type EarlyReads } from '../api/hand-off';
import { loadProgress } from './attempt-progress';
import type { Attempt, TestPaper } from '../../../lib/rows';

export interface AttemptLoad {
  attempt: Promise<Attempt>;
  paper: Promise<TestPaper>;
  /** Index of the question the learner was on (kept on this device), 0 on a first visit. */
  resumeIndex: number;
  /** Just that question, so it can be shown before the whole paper has downloaded; null past the last. */
  resumeQuestion: Promise<Question | null>;
  questions: Promise<Question[]>;
  saved: Promise<SavedProgress>;
  /** server clock minus device clock. */
  offsetMs: Promise<number>;
}

function startAttemptLoad(testId: string, attemptId: string): AttemptLoad {
  const early = takeEarlyReads(testId, attemptId);
  const load = early ? loadFromEarlyReads(early, testId, attemptId) : readAll(testId, attemptId);
  // A failure is reported by the page when it uses the read (or not at all, if it no longer needs it).
  for (const value of Object.values(load)) if (value instanceof Promise) value.catch(() => {});
  return load;
}

function readAll(testId: string, attemptId: string): AttemptLoad {
  const resumeIndex = loadProgress(attemptId).current;
  // Sent in this order: what the first paint needs first, the whole paper (the one large reply) last.
  const resumeQuestion = fetchAttemptQuestionAt(attemptId, resumeIndex);
  const attempt = fetchAttempt(attemptId);
  const paper = fetchTestPaper(testId);
  const offsetMs = measureServerOffset();
  const saved = fetchSavedAnswers(attemptId);
  const questions = fetchAttemptQuestions(attemptId);
  return { attempt, paper, resumeIndex, resumeQuestion, questions, saved, offsetMs };
}

/**
 * The page's reads from the shell's early ones. The whole paper is already on its way, so the question to resume at
 * is taken from it instead of read alone; the clock offset is measured as always (it times its own round trip).
 */
function loadFromEarlyReads(early: EarlyReads, testId: string, attemptId: string): AttemptLoad {
  const resumeIndex = loadProgress(attemptId).current;
  const offsetMs = measureServerOffset();
  const attempt = fromEarly(
    early,
    'attempt',
    (body) => toAttempt(firstRow(body)),
    () => fetchAttempt(attemptId),
  );
  const paper = fromEarly(
    early,
    'paper',
    (body) => toTestPaper(firstRow<PaperRow>(body)),
    () => fetchTestPaper(testId),
  );
  const saved = fromEarly(
    early,
    'saved',
    (body) => toSavedProgress(body as SavedRow[]),
    () => fetchSavedAnswers(attemptId),
  );
  const questions = fromEarly(
    early,
    'questions',
    (body) => body as Question[],
    () => fetchAttemptQuestions(attemptId),
  );
  const resumeQuestion = questions.then((all) => all[resumeIndex] ?? null);
  return { attempt, paper, resumeIndex, resumeQuestion, questions, saved, offsetMs };
}

/** A prefetch older than this is not used: the page reads afresh (saved answers, clock offset). */
const PREFETCH_MAX_AGE_MS = 15_000;
const prefetched = new Map<string, { load: AttemptLoad; at: number }>();
const keyOf = (testId: string, attemptId: string) => `${testId}/${attemptId}`;

/**
 * Starts the attempt page's reads for a route's params (the shell calls this before its first render). Without a
 * stored session there is nothing to read: the page asks the visitor to sign in.
 */
export function prefetchAttemptPage(params: Record<string, string>): void {
  const { testId, attemptId } = params;
  if (!testId || !attemptId || !hasStoredSession()) return;
  const key = keyOf(testId, attemptId);
  if (!prefetched.has(key)) prefetched.set(key, { load: startAttemptLoad(testId, attemptId), at: performance.now() });
}

/** The reads the prefetch started for this attempt (each prefetch is used once), or new ones. */
export function takeAttemptLoad(testId: string, attemptId: string): AttemptLoad {
  const key = keyOf(testId, attemptId);
  const entry = prefetched.get(key);
  prefetched.delete(key);
  const fresh = entry && performance.now() - entry.at < PREFETCH_MAX_AGE_MS;
  return fresh ? entry.load : startAttemptLoad(testId, attemptId);
}
