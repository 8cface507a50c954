import { useEffect, useState } from 'react';
import { fetchExamName } from '../api/fetch-exam-name';
import { nextExamId, nextPurpose, type Purpose } from '../../../lib/next/purpose';

/** `nextPurpose` once the exam's name is read (null until then, or when there is none). */
export function useNextPurpose(next: string | null): Purpose | null {
  const examId = nextExamId(next);
  const [name, setName] = useState<{ examId: string; name: string | null } | null>(null);
  useEffect(() => {
    if (!examId) return;
    let active = true;
    fetchExamName(examId).then(
      (found) => active && setName({ examId, name: found }),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [examId]);
  return nextPurpose(next, name && name.examId === examId ? name.name : null);
}
