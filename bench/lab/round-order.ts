/**
 * Round `i`'s order of `n` variants: starting from the next variant each round, in the listed order in even rounds and
 * backwards in odd ones. A rotation alone keeps each variant behind the same one in every round, so whatever a visit
 * leaves behind (its field data, its closing page) would always land on the same variant; this way each follows
 * the others in turn.
 */
export function roundOrder(i: number, n: number): number[] {
  return Array.from({ length: n }, (_, j) => (((i + (i % 2 ? -j : j)) % n) + n) % n);
}
