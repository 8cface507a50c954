import type { ExamAccess } from '../../features/papers/api/fetch-exam-access';
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
  /** The maximum score over attempts, 0 with none. */
  bestScore: number;
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
  const bestScore = own.reduce((best, a) => Math.max(best, a.score ?? 0), 0);
  const last = own[0];
  return {
    paper,
    bestScore,
    attemptCount: own.length,
    lastCompletedAttemptId: last?.completed ? last.id : null,
    resumeAttemptId: last && !last.completed && new Date(last.deadline).getTime() > nowMs ? last.id : null,
  };
}

/** Attempts whose time ran out while nobody was on the page: the server still has to score them. */
export function expiredOpenAttempts(attempts: Attempt[], nowMs: number): Attempt[] {
  return attempts.filter((a) => !a.completed && new Date(a.deadline).getTime() <= nowMs);
}
