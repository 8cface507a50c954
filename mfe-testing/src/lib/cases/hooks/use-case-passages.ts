import { useEffect, useState } from 'react';
import { fetchCasePassages, type CasePassage } from '../api/fetch-case-passages';

/**
 * The paper's case passages by id, read once the paper turns out to have a case (most papers have none, and they
 * make no request). Null while unknown or if the read failed: the questions still show, without the passage.
 */
export function useCasePassages(paperId: string, hasCases: boolean): Record<string, CasePassage> | null {
  const [passages, setPassages] = useState<Record<string, CasePassage> | null>(null);
  useEffect(() => {
    if (!hasCases) return;
    let active = true;
    fetchCasePassages(paperId).then(
      (rows) => active && setPassages(Object.fromEntries(rows.map((c) => [c.id, c]))),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [paperId, hasCases]);
  return passages;
}

/** Case numbers in the order the learner meets them: case id → 1, 2, ... */
export function caseNumbers(questions: readonly { case_id: string | null }[]): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const q of questions) if (q.case_id && !(q.case_id in numbers)) numbers[q.case_id] = Object.keys(numbers).length + 1;
  return numbers;
}
