import type { ExamAccess } from '../../features/papers/api/fetch-exam-access';
import { headlinePercent } from '../../lib/headline';
import type { Attempt, TestPaper } from '../../lib/rows';

export const DEMO_PAPER_TITLE = 'Demo Questions';

/** Spec §5: a completed purchase shows every paper, a demo only 'Demo Questions', none shows nothing. */
export function visiblePapers(papers: TestPaper[], access: ExamAccess): TestPaper[] {
  if (access === 'completed') return papers;
  if (access === 'demo') return papers.filter((p) => p.title === DEMO_PAPER_TITLE);
  return [];
}

export interface PaperSummary {
  paper: TestPaper;
  /**
   * The best headline (net marks ÷ total marks; the score on attempts from before the marking) over submitted
   * attempts, 0 with none, and whether it came from a retake (an attempt after the paper's keys were seen).
   */
  best: { percent: number; retake: boolean };
  /** How many times the learner has started this paper. */
  attemptCount: number;
  /** Set only when the latest attempt is completed ('View Last Attempt'). */
  lastCompletedAttemptId: string | null;
  /** The latest attempt, when it is still running ('Resume'). */
  resumeAttemptId: string | null;
}

/** `attempts` are this learner's, newest first. */
export function summarizePaper(paper: TestPaper, attempts: Attempt[], nowMs: number): PaperSummary {
  const own = attempts.filter((a) => a.test_paper_id === paper.id);
  // A retake replaces a first-attempt figure only when it is better, and then says so.
  const best = own
    .filter((a) => a.completed)
    .reduce(
      (top, a) => {
        const percent = headlinePercent(a);
        return percent > top.percent ? { percent, retake: a.retake } : top;
      },
      { percent: 0, retake: false },
    );
  const last = own[0];
  return {
    paper,
    best,
    attemptCount: own.length,
    lastCompletedAttemptId: last?.completed ? last.id : null,
    resumeAttemptId: last && !last.completed && new Date(last.deadline).getTime() > nowMs ? last.id : null,
  };
}

/** Attempts whose time ran out while nobody was on the page: the server still has to score them. */
export function expiredOpenAttempts(attempts: Attempt[], nowMs: number): Attempt[] {
  return attempts.filter((a) => !a.completed && new Date(a.deadline).getTime() <= nowMs);
}
