import { matchSiteRoute, paths } from '@nism/contracts';

/** "Series V-A" of "NISM Series V-A: Mutual Fund Distributors Certification Examination". */
export const shortExamName = (name: string) => name.match(/Series [^:]+/)?.[0]?.trim() ?? name;

/** The exam a `next` is about (its plans, info or papers), if any. */
export function nextExamId(next: string | null): string | null {
  if (!next) return null;
  const route = matchSiteRoute(new URL(next, 'https://site.invalid').pathname);
  return route?.params.examId ?? null;
}

/** Why the learner is signing in or up, as an exam's page they were going to says. */
export interface Purpose {
  kind: 'demo' | 'plan' | 'practice';
  /** The exam's short name ('Series V-A'). */
  exam: string;
}

/**
 * What an account screen is for, when `next` is an exam's page: the demo (Try Free, Start Free Trial: the plans
 * opened with `plan=free`), a plan (Buy Now) or the exam's tests; each screen says it in its language. Null for
 * anything else.
 */
export function nextPurpose(next: string | null, examName: string | null): Purpose | null {
  const examId = nextExamId(next);
  if (!next || !examId || !examName) return null;
  const exam = shortExamName(examName);
  const url = new URL(next, 'https://site.invalid');
  if (url.pathname === paths.plans(examId)) return { kind: url.searchParams.get('plan') === 'free' ? 'demo' : 'plan', exam };
  return { kind: 'practice', exam };
}
