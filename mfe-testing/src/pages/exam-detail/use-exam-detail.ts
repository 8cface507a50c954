import { paths } from '@nism/contracts';
import { isNotFound } from '@nism/platform';
import { useEffect, useState } from 'react';
import { notify, useNavigate } from '@nism/shared-ui';
import { fetchExam, type Exam } from '../../features/papers/api/fetch-exam';
import { fetchExamAccess, type ExamAccess } from '../../features/papers/api/fetch-exam-access';
import { fetchAttempts } from '../../features/papers/api/fetch-attempts';
import { fetchServerTime } from '../../features/attempt/api/fetch-server-time';
import { fetchTestPapers } from '../../features/papers/api/fetch-test-papers';
import { submitAttempt } from '../../features/attempt/api/submit-attempt';
import { expiredOpenAttempts, summarizePaper, visiblePapers, type PaperSummary } from './paper-summary';
import type { Attempt } from '../../lib/rows';
import { english, useMessages } from '../../lib/messages';

export const LOAD_ERROR = english.examLoadError();

export type ExamDetailState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; exam: Exam; access: ExamAccess; papers: PaperSummary[] };

/** Scores attempts that expired unattended (the server accepts a late submit), so best scores are current. */
async function settleExpired(attempts: Attempt[], nowMs: number): Promise<Attempt[]> {
  const expired = expiredOpenAttempts(attempts, nowMs);
  if (expired.length === 0) return attempts;
  const settled = await Promise.all(expired.map((a) => submitAttempt(a.id).catch(() => a)));
  const byId = new Map(settled.map((a) => [a.id, a]));
  return attempts.map((a) => byId.get(a.id) ?? a);
}

async function loadExamDetail(userId: string, examId: string) {
  const [exam, access, allPapers, serverNow] = await Promise.all([
    fetchExam(examId),
    fetchExamAccess(examId),
    fetchTestPapers(examId),
    fetchServerTime(),
  ]);
  const papers = visiblePapers(allPapers, access);
  const attempts = await settleExpired(
    await fetchAttempts(
      userId,
      papers.map((p) => p.id),
    ),
    serverNow,
  );
  return { exam, access, papers: papers.map((p) => summarizePaper(p, attempts, serverNow)) };
}

/** Loads the exam, its papers the learner may open and their attempts; a failure goes back to /exams. */
export function useExamDetail(userId: string, examId: string): ExamDetailState {
  const [state, setState] = useState<ExamDetailState>({ status: 'loading' });
  const navigate = useNavigate();
  const t = useMessages();

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadExamDetail(userId, examId).then(
      (data) => active && setState({ status: 'ready', ...data }),
      (error: unknown) => {
        if (!active) return;
        if (isNotFound(error)) return setState({ status: 'not-found' });
        notify.error(t.examLoadError());
        navigate(paths.exams());
      },
    );
    return () => {
      active = false;
    };
  }, [userId, examId, navigate, t]);

  return state;
}
