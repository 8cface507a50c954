import { parseError, RestError } from './errors';

// PostgREST's `select=` grammar, parsed as its QueryParams module does: `*`, `col`, `alias:col`, `col::type`,
// `col->key->>0`, and embeds `alias:table!hint!inner(<select>)`. Nothing parsed here reaches SQL as text: names
// are checked against the schema cache, json keys become bound parameters, and a cast must name a type of CASTS.
export type JsonStep = { op: '->' | '->>'; key: string | number };
export interface Field {
  name: string;
  path: JsonStep[];
}
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string; path: JsonStep[] }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

/** The type names a select may cast to, as typed (lower case, single spaces) → the SQL written. */
const CASTS: Record<string, string> = Object.fromEntries(
  [
    'text',
    'varchar',
    'char',
    'character varying',
    'name',
    'citext',
    'int',
    'int2',
    'int4',
    'int8',
    'integer',
    'smallint',
    'bigint',
    'numeric',
    'decimal',
    'real',
    'float4',
    'float8',
    'double precision',
    'money',
    'bool',
    'boolean',
    'json',
    'jsonb',
    'uuid',
    'bytea',
    'inet',
    'cidr',
    'date',
    'time',
    'timetz',
    'timestamp',
    'timestamptz',
    'interval',
    'timestamp with time zone',
    'timestamp without time zone',
    'time with time zone',
    'time without time zone',
  ].map((t) => [t, t]),
);

/** Embeds deeper than this are refused (a hostile select nested a thousand levels would exhaust the stack). */
export const MAX_EMBED_DEPTH = 8;
/** Embedded resources in one request, all levels together (the app's largest read has one). */
export const MAX_EMBEDS = 32;

const IDENT_CHAR = /[\p{L}\p{N}_ $]/u;
const JSON_KEY_CHAR = /[^(\-:.,>)]/;

/** A cursor over one parameter's text; every failure is PostgREST's PGRST100 naming the parameter. */
export class Cursor {
  i = 0;
  constructor(
    readonly s: string,
    readonly what: string,
  ) {}
  peek(n = 1) {
    return this.s.slice(this.i, this.i + n);
  }
  eat(token: string): boolean {
    if (!this.s.startsWith(token, this.i)) return false;
    this.i += token.length;
    return true;
  }
  expect(token: string) {
    if (!this.eat(token)) throw this.fail(`expecting "${token}"`);
  }
  spaces() {
    while (this.s[this.i] === ' ') this.i++;
  }
  done() {
    return this.i >= this.s.length;
  }
  fail(detail: string): RestError {
    const at = this.done() ? 'end of input' : `"${this.s.slice(this.i, this.i + 20)}"`;
    return parseError(
      `"failed to parse ${this.what} (${this.s.slice(0, 200)})" (line 1, column ${this.i + 1})`,
      `unexpected ${at} ${detail}`,
    );
  }

  /** `"quoted \" name"` with backslash escapes. */
  quoted(): string | undefined {
    if (this.s[this.i] !== '"') return undefined;
    let out = '';
    for (let j = this.i + 1; j < this.s.length; j++) {
      const ch = this.s[j];
      if (ch === '\\' && j + 1 < this.s.length) out += this.s[++j];
      else if (ch === '"') {
        this.i = j + 1;
        return out;
      } else out += ch;
    }
    throw this.fail('unterminated quote');
  }

  /** Runs of `charClass`, joined by dashes that do not start `->` (PostgREST's sepByDash), trimmed. */
  private dashed(charClass: RegExp): string {
    const parts: string[] = [];
    for (;;) {
      const start = this.i;
      while (this.i < this.s.length && charClass.test(this.s[this.i])) this.i++;
      if (this.i === start) throw this.fail('expecting a name');
      parts.push(this.s.slice(start, this.i).trim());
      if (this.s[this.i] === '-' && this.s[this.i + 1] !== '>') this.i++;
      else return parts.join('-');
    }
  }

  fieldName(): string {
    const name = this.quoted() ?? this.dashed(IDENT_CHAR);
    if (name === '') throw this.fail('expecting a name');
    return name;
  }

  /** `name` followed by `->key` / `->>0` steps. */
  field(): Field {
    const name = this.fieldName();
    const path: JsonStep[] = [];
    for (;;) {
      const op = this.eat('->>') ? '->>' : this.eat('->') ? '->' : undefined;
      if (!op) return { name, path };
      const idx = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(this.s.slice(this.i));
      if (idx) {
        this.i += idx[0].length;
        path.push({ op, key: Number(idx[0]) });
      } else path.push({ op, key: this.quoted() ?? this.dashed(JSON_KEY_CHAR) });
    }
  }

  /** `alias:` before a field or embed (`::` is a cast, not an alias). */
  alias(): string | undefined {
    const start = this.i;
    try {
      const name = this.fieldName();
      if (this.s[this.i] === ':' && this.s[this.i + 1] !== ':') {
        this.i++;
        return name;
      }
    } catch {
      /* not an alias */
    }
    this.i = start;
    return undefined;
  }
}

export function castSql(typed: string): string {
  const sql = CASTS[typed.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (!sql) throw new RestError(400, '42704', `type "${typed.trim()}" does not exist`);
  return sql;
}

export function parseSelect(raw: string | null | undefined): SelectItem[] {
  const c = new Cursor(raw == null || raw.trim() === '' ? '*' : raw, 'select parameter');
  const counter = { embeds: 0 };
  const items = selectList(c, 0, counter);
  if (!c.done()) throw c.fail('expecting "," or end of input');
  return items;
}

function selectList(c: Cursor, depth: number, counter: { embeds: number }): SelectItem[] {
  const items: SelectItem[] = [];
  do {
    c.spaces();
    items.push(selectItem(c, depth, counter));
    c.spaces();
  } while (c.eat(','));
  return items;
}

function selectItem(c: Cursor, depth: number, counter: { embeds: number }): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const alias = c.alias();
  const start = c.i;
  const name = c.fieldName();
  let hint: string | undefined;
  let inner = false;
  let bang = 0;
  while (bang < 2 && c.eat('!')) {
    bang++;
    if (c.eat('inner')) inner = true;
    else if (!c.eat('left')) hint = c.fieldName();
  }
  if (c.eat('(')) {
    if (depth + 1 > MAX_EMBED_DEPTH) throw c.fail(`(embeds nested deeper than ${MAX_EMBED_DEPTH})`);
    if (++counter.embeds > MAX_EMBEDS) throw c.fail(`(more than ${MAX_EMBEDS} embedded resources)`);
    const select = c.peek() === ')' ? [{ kind: 'star' } as const] : selectList(c, depth + 1, counter);
    c.expect(')');
    return { kind: 'embed', name, alias, hint, inner, select };
  }
  if (bang) throw c.fail('expecting "("');
  c.i = start;
  const field = c.field();
  let cast: string | undefined;
  if (c.eat('::')) {
    const from = c.i;
    while (c.i < c.s.length && IDENT_CHAR.test(c.s[c.i])) c.i++;
    if (c.i === from) throw c.fail('expecting a type name');
    cast = castSql(c.s.slice(from, c.i));
  }
  if (!c.done() && c.peek() !== ',' && c.peek() !== ')') throw c.fail('expecting "," or ")"');
  return { kind: 'column', name: field.name, alias, cast, path: field.path };
}
