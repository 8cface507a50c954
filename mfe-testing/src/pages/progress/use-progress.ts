import { useCallback, useEffect, useState } from 'react';
import { fetchExamProgress, type ExamProgress } from '../../features/progress/api/fetch-exam-progress';

export type ProgressState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; progress: ExamProgress };

/** The learner's progress in one exam, from one get_exam_progress call. */
export function useProgress(examId: string): ProgressState {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    fetchExamProgress(examId).then(
      (progress) => active && setState({ status: 'ready', progress }),
      () => active && setState({ status: 'error', retry }),
    );
    return () => {
      active = false;
    };
  }, [examId, round, retry]);

  return state;
}
