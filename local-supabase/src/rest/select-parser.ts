import { parseError } from './errors';

// The `select=` grammar supabase-js emits: `*`, `col`, `alias:col`, `col::type`,
// `col->key->>key`, and embeds `alias:table!hint!inner(<select>)`.
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string; path: { op: '->' | '->>'; key: string }[] }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
    if (depth < 0) throw parseError(`"failed to parse select parameter (${s})"`, 'unexpected ")"');
  }
  if (depth !== 0) throw parseError(`"failed to parse select parameter (${s})"`, 'unbalanced parentheses');
  parts.push(cur);
  return parts;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$|^"[^"]+"$/;
const unquote = (s: string) => (s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s);
const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/i;

/** Embeds deeper than this are refused (a hostile select nested a thousand levels would exhaust the stack). */
const MAX_EMBED_DEPTH = 16;

export function parseSelect(raw: string | null | undefined, depth = 0): SelectItem[] {
  const s = (raw ?? '*').replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '') || '*';
  if (depth > MAX_EMBED_DEPTH) throw parseError(`"failed to parse select parameter (${s.slice(0, 100)})"`, `embeds nested deeper than ${MAX_EMBED_DEPTH}`);
  return splitTopLevel(s).map((item) => parseItem(item, s, depth));
}

function parseItem(item: string, whole: string, depth: number): SelectItem {
  const fail = () => parseError(`"failed to parse select parameter (${whole})"`, `unexpected "${item}"`);
  if (item === '*') return { kind: 'star' };
  let rest = item;
  let alias: string | undefined;
  const aliasMatch = /^([A-Za-z_][A-Za-z0-9_$]*|"[^"]+"):(?!:)/.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]);
    rest = rest.slice(aliasMatch[0].length);
  }
  const open = rest.indexOf('(');
  if (open >= 0) {
    if (!rest.endsWith(')')) throw fail();
    const [target, ...hints] = rest.slice(0, open).split('!');
    if (!IDENT.test(target)) throw fail();
    const inner = hints.includes('inner');
    const hint = hints.find((h) => h !== 'inner' && h !== 'left');
    return { kind: 'embed', name: unquote(target), alias, hint, inner, select: parseSelect(rest.slice(open + 1, -1), depth + 1) };
  }
  let cast: string | undefined;
  const castAt = rest.indexOf('::');
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast)) throw fail();
  }
  const [name, ...segments] = rest.split(/(->>?)/);
  if (!IDENT.test(name)) throw fail();
  const path: { op: '->' | '->>'; key: string }[] = [];
  for (let i = 0; i < segments.length; i += 2) {
    const op = segments[i] as '->' | '->>';
    const key = segments[i + 1];
    if (!key || !/^[\w-]+$/.test(key)) throw fail();
    path.push({ op, key });
  }
  return { kind: 'column', name: unquote(name), alias, cast, path };
}
