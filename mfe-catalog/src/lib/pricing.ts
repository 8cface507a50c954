// The plan card's rules (spec §2 Plans, §5), kept pure so they are tested without rendering.
import type { ExamPlanRow } from '@nism/db-types';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹1,599' / '₹1,25,000': the rupee sign with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** round((original − price) / original × 100); 0 when original is 0. */
export function discountPercent(originalPrice: number, price: number): number {
  if (originalPrice === 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A discount is shown only when the original price exceeds the price. */
export function hasDiscount(plan: Pick<ExamPlanRow, 'original_price' | 'price'>): boolean {
  return plan.original_price > plan.price;
}

/** The description's benefit lines, separated by '|'. */
export function benefitLines(description: string | null): string[] {
  return (description ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}
