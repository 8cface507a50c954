import { parseError } from './errors';
import { splitTopLevel } from './select-parser';

// Horizontal filters: `col=[not.]op.value` and logic trees `or=(a.eq.1,and(b.gt.2,c.is.null))`.
export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Condition =
  | { kind: 'op'; column: string; negate: boolean; op: Operator; value: string; list?: string[]; config?: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

const unquote = (v: string) => (v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);

/** `[not.]op[(config)].value` for column `column`. */
export function parseOperation(column: string, expr: string): Condition {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([A-Za-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !(OPERATORS as readonly string[]).includes(m[1])) {
    throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unexpected "${expr.slice(0, 20)}"`);
  }
  const op = m[1] as Operator;
  const value = m[3];
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`"failed to parse filter (${expr})"`, 'expecting "("');
    const inner = value.slice(1, -1);
    return { kind: 'op', column, negate, op, value, list: inner === '' ? [] : splitInList(inner).map(unquote) };
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError(`"failed to parse filter (${expr})"`, 'expecting null, not_null, true, false or unknown');
  }
  return { kind: 'op', column, negate, op, value: unquote(value), config: m[2] };
}

// supabase-js quotes items containing , ( ) but leaves a lone `"` unescaped (x"y), so a quote
// only opens a quoted item at the start of an item.
function splitInList(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '"' && cur === '' && !quoted) {
      quoted = true;
      cur += ch;
    } else if (ch === '"' && quoted && (i + 1 === s.length || s[i + 1] === ',')) {
      quoted = false;
      cur += ch;
    } else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** The value of `or=` / `and=` (with or without a `not.` prefix on the key). */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Condition {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})" (line 1, column 1)`, 'expecting "("');
  }
  const children = splitTopLevel(value.slice(1, -1)).map((part) => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]);
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${value})"`, `unexpected "${part}"`);
    return parseOperation(part.slice(0, dot), part.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, children };
}
