import { getSupabase, unwrap } from '@nism/platform';

export interface CasePassage {
  id: string;
  title: string;
  passage: string;
}

/** A paper's case passages (readable by a learner the paper is open to; they hold no key). */
export async function fetchCasePassages(paperId: string): Promise<CasePassage[]> {
  return unwrap(
    await (await getSupabase()).from('question_cases').select('id, title, passage').eq('test_paper_id', paperId).order('position'),
  );
}
