import { matchSiteRoute, paths } from '@nism/contracts';

/** "Series V-A" of "NISM Series V-A: Mutual Fund Distributors Certification Examination". */
export const shortExamName = (name: string) => name.match(/Series [^:]+/)?.[0]?.trim() ?? name;

/** The exam a `next` is about (its plans, info or papers), if any. */
export function nextExamId(next: string | null): string | null {
  if (!next) return null;
  const route = matchSiteRoute(new URL(next, 'https://site.invalid').pathname);
  return route?.params.examId ?? null;
}

/**
 * What an account screen is for, in the learner's words, when `next` is an exam's page: the demo (Try Free, Start
 * Free Trial: the plans opened with `plan=free`), a plan (Buy Now) or the exam's tests. Null for anything else.
 */
export function nextPurpose(next: string | null, examName: string | null): string | null {
  const examId = nextExamId(next);
  if (!next || !examId || !examName) return null;
  const exam = shortExamName(examName);
  const url = new URL(next, 'https://site.invalid');
  if (url.pathname === paths.plans(examId))
    return url.searchParams.get('plan') === 'free' ? `to start the ${exam} demo` : `to choose a ${exam} plan`;
  return `to practise for ${exam}`;
}
