// The number helpers the X-A mocks' calculation lists recompute their keys with, and the shape of one entry.
export const pow = Math.pow;
/** Indian digit grouping: 2413109 -> "24,13,109"; decimals kept as given. */
export function inr(n: number, decimals = 0): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (neg ? '-' : '') + (rest ? `${rest},${last3}` : last3) + (frac ? `.${frac}` : '');
}
export const fix = (n: number, d: number) => n.toFixed(d);
export const pct = (n: number, d: number) => `${n.toFixed(d)}%`;
export const lakh = (rupees: number, d: number) => `${(rupees / 1e5).toFixed(d)} lakh`;
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;
/** FV of an ordinary annuity factor and PV annuity factor. */
export const fvaf = (r: number, n: number) => (pow(1 + r, n) - 1) / r;
export const pvaf = (r: number, n: number) => (1 - pow(1 + r, -n)) / r;
export const emiOf = (p: number, r: number, n: number) => (p * r * pow(1 + r, n)) / (pow(1 + r, n) - 1);
export const bondPrice = (coupon: number, face: number, y: number, n: number) => coupon * pvaf(y, n) + face / pow(1 + y, n);

export interface Calc {
  ref: string;
  what: string;
  /** strings that must appear in the question text or its caselet passage */
  given: string[];
  /** every string must appear in the keyed option, and no other option may contain all of them */
  expect: () => string[];
}
