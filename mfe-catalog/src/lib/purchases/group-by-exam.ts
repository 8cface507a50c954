import type { PurchaseWithExam } from './fetch-my-purchases';

/** One exam's accesses: the one that counts, and the others it supersedes (e.g. a demo overlapped by a paid plan). */
export interface ExamAccess {
  current: PurchaseWithExam;
  superseded: PurchaseWithExam[];
}

const expiry = (p: PurchaseWithExam) => new Date(p.expiry_date).getTime();

/**
 * One entry per exam, in the order the exams first appear. The access that ends last counts: it is the active one
 * that runs longest, or with none active the last to expire. The rest are listed under it, latest expiry first.
 */
export function groupByExam(purchases: PurchaseWithExam[]): ExamAccess[] {
  const byExam = new Map<string, PurchaseWithExam[]>();
  for (const p of purchases) byExam.set(p.exam_id, [...(byExam.get(p.exam_id) ?? []), p]);
  return [...byExam.values()].map((accesses) => {
    const ranked = [...accesses].sort((a, b) => expiry(b) - expiry(a));
    return { current: ranked[0], superseded: ranked.slice(1) };
  });
}
