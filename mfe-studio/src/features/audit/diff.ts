// The audit log's before/after (jsonb) as the lines a person reads: one "key: before → after" per changed key.

export interface DiffLine {
  key: string;
  before?: string;
  after?: string;
}

const MAX = 300;

/** A value as short readable text: strings as they are, everything else as JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys that differ between before and after (all of after's for a creation, all of before's for a deletion). */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === after || (before == null && after == null)) return [];
    return [{ key: 'value', before: before == null ? undefined : readable(before), after: after == null ? undefined : readable(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({
      key,
      before: key in b ? readable(b[key]) : undefined,
      after: key in a ? readable(a[key]) : undefined,
    }));
}
