// Issue 47 §3: the attempt page's reads, started before React. An inline script in the shell's document (platform's
// attempt-early-read.ts) sends them with the stored session as soon as config.json is in, and leaves the responses on
// a global keyed by the attempt id; the testing remote takes them once instead of reading again. The queries are
// declared here, once, so that the script and the remote send the same ones.
//
// Versioned: a shell and a testing remote are deployed apart. A remote that finds another version than its own takes
// nothing and reads as before, and so does one that finds no hand-off, a failed or refused read, a stale one or one
// for another attempt.

/** Bump when the shape of AttemptHandOff or of a read below changes. */
export const ATTEMPT_HAND_OFF_VERSION = 1;

/** The global (on `window`) holding the hand-offs: `{ [attemptId]: AttemptHandOff }`. */
export const ATTEMPT_HAND_OFF_GLOBAL = '__nismAttemptHandOff';

/** A hand-off older than this is not taken: the page reads afresh (the saved answers may have moved on). */
export const ATTEMPT_HAND_OFF_MAX_AGE_MS = 15_000;

/**
 * The lab's switch (bench/lab): `localStorage[EARLY_READ_SWITCH] = 'off'` leaves the attempt page to read after
 * React, as before issue 47, so the same build can be measured with and without the early read.
 */
export const EARLY_READ_SWITCH = 'nism:early-read';

/** The attempt page's reads of the paper, as PostgREST requests (each the same query the testing remote sends). */
export const ATTEMPT_READS = {
  /** The attempt row: `user_test_attempts` by id (RLS: the learner's own). */
  attempt: {
    table: 'user_test_attempts',
    select: 'id,user_id,test_paper_id,start_time,deadline,end_time,completed,score,net_percent,retake,current_question_id,language',
  },
  /** The paper, with its exam's negative marking: `test_papers` by id. */
  paper: {
    table: 'test_papers',
    select: 'id,exam_id,title,description,duration_minutes,question_count,languages,exams(exam_info(negative_marking_percent))',
  },
  /** The answers, marks, times and visits saved so far: `user_answers` by attempt id. */
  saved: { table: 'user_answers', select: 'question_id, selected_option, marked_for_review, time_spent_ms, visited' },
  /** The whole paper's questions in order, without keys: `rpc/get_attempt_questions`. */
  questions: { rpc: 'get_attempt_questions' },
} as const;

export type AttemptReadName = keyof typeof ATTEMPT_READS;

/** One read's answer as it came: the HTTP status (0 when the network failed) and the parsed JSON body. */
export interface EarlyRead {
  status: number;
  body: unknown;
}

export interface AttemptHandOff {
  version: typeof ATTEMPT_HAND_OFF_VERSION;
  attemptId: string;
  testId: string;
  /** `performance.now()` when the reads were started. */
  startedAt: number;
  /**
   * The reads, or null when none was sent (no stored session, a token about to expire, an auth link in the URL):
   * settles once config.json is in. Each read settles with its answer, never rejects.
   */
  reads: Promise<Record<AttemptReadName, Promise<EarlyRead>> | null>;
}

export type AttemptHandOffs = Record<string, AttemptHandOff | undefined>;
