export const OPTIONS = ['A', 'B', 'C', 'D'] as const;
export type Option = (typeof OPTIONS)[number];

export function isOption(value: unknown): value is Option {
  return typeof value === 'string' && (OPTIONS as readonly string[]).includes(value);
}
