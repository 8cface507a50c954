// fast-check generators of hostile PostgREST requests: real and made-up tables, columns, embeds and
// operators, malformed grammar, SQL fragments in values and identifiers, huge and wrongly typed values.
import fc from 'fast-check';
import { OPERATORS } from '../../src/rest/filter-parser';
import { PROTECTED_TABLES } from './fuzz-world';

const COLUMNS = [
  'id',
  'user_id',
  'exam_id',
  'plan_id',
  'test_paper_id',
  'attempt_id',
  'question_id',
  'name',
  'title',
  'price',
  'score',
  'completed',
  'deadline',
  'correct_option',
  'explanation',
  'selected_option',
  'payment_status',
  'payment_id',
  'expiry_date',
  'created_at',
  'structure',
  'objectives',
  'amount_paise',
  'status',
  'payload',
];

const SQL_FRAGMENTS = [
  "'; drop table public.exam_purchases; --",
  '1) or (1=1',
  '" or 1=1 --',
  "x' or 'a'='a",
  '$1',
  '$$',
  '\\',
  'id; select pg_sleep(10)',
  '(select correct_option from questions)',
  'true) or (true',
  '*/',
  '/*',
  '%',
  '\u0000',
  '\u202e',
  '😀',
  'NULL',
  'null',
  '',
  ' ',
  '"',
  '""',
  '(',
  ')',
  ',',
  '.',
  '::',
  '->',
  '!inner',
];

const HUGE = ['99999999999999999999999999', '-1', '1e400', 'NaN', 'Infinity', '0x10', '-0', '2147483648', '9'.repeat(400)];

/** Real row ids (both learners' attempts, questions, purchases), filled in by the test before it runs. */
export const knownIds: string[] = [];
const knownId = fc.nat().map((i) => (knownIds.length ? knownIds[i % knownIds.length] : 'none'));

const text = fc.oneof(
  { weight: 2, arbitrary: knownId },
  fc.constantFrom(...SQL_FRAGMENTS, ...HUGE),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.uuid().map(String),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constant('x'.repeat(4_000)),
);

export const tableName = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...PROTECTED_TABLES) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('pg_user', 'pg_shadow', 'users', '..%2Fauth.users', 'auth.users', 'private.can_open_paper', 'rpc'),
  },
  { weight: 1, arbitrary: text },
);

export const column = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...COLUMNS) }, { weight: 1, arbitrary: text });

const aliasName = column.filter((a) => a !== 'correct_option' && a !== 'explanation');

const selectItem: fc.Arbitrary<string> = fc.letrec<{ item: string; list: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('*'),
    column,
    // an alias is any name but a key column's: `explanation:objectives` would look like a leaked key to the check
    fc.tuple(aliasName, column).map(([a, c]) => `${a}:${c}`),
    fc
      .tuple(column, fc.constantFrom('text', 'int', 'json', 'regclass', 'pg_catalog.text', 'text);drop', 'xml', 'bytea'))
      .map(([c, t]) => `${c}::${t}`),
    fc.tuple(column, fc.constantFrom('->', '->>'), text).map(([c, op, k]) => `${c}${op}${k}`),
    fc
      .tuple(fc.constantFrom(...PROTECTED_TABLES, 'nope'), fc.constantFrom('', '!inner', '!left', '!hint', '!user_id'), tie('list'))
      .map(([t, h, inner]) => `${t}${h}(${inner})`),
  ),
  list: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')),
})).list;

export const select = fc.oneof(
  { weight: 5, arbitrary: selectItem },
  { weight: 1, arbitrary: text },
  // unbalanced and absurdly deep nesting
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map((n) => `${'exams('.repeat(n)}*${')'.repeat(n % 7 === 0 ? n - 1 : n)}`) },
);

const operator = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...OPERATORS) }, { weight: 1, arbitrary: text });

const listValue = fc.array(text, { maxLength: 5 }).map((xs) => `(${xs.join(',')})`);

export const filterValue = fc
  .tuple(
    fc.boolean(),
    operator,
    fc.oneof(text, listValue),
    fc.option(fc.constantFrom('english', 'simple', 'nope', 'x)'), { nil: undefined }),
  )
  .map(([not, op, v, cfg]) => `${not ? 'not.' : ''}${op}${cfg ? `(${cfg})` : ''}.${v}`);

const logicTree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc
    .tuple(
      fc.constantFrom('and', 'or', 'not.and', 'not.or'),
      fc.array(
        fc.oneof(
          { depthSize: 'small' },
          fc.tuple(column, filterValue).map(([c, v]) => `${c}.${v}`),
          tie('tree'),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([op, parts]) => `${op}(${parts.join(',')})`),
})).tree;

/** One query parameter: a filter, a logic tree, order, limit, offset, an embedded filter or junk. */
export const param: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(column, filterValue),
  fc.tuple(
    fc.constantFrom('or', 'and', 'not.or', 'not.and'),
    logicTree.map((t) => t.replace(/^(not\.)?(and|or)/, '')),
  ),
  fc.tuple(
    fc.constant('order'),
    fc
      .array(
        fc.tuple(column, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways')).map(([c, m]) => c + m),
        { minLength: 1, maxLength: 3 },
      )
      .map((xs) => xs.join(',')),
  ),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.nat().map(String), fc.constantFrom(...HUGE), text)),
  fc.tuple(
    fc
      .tuple(fc.constantFrom(...PROTECTED_TABLES, 'nope'), fc.constantFrom('order', 'limit', 'id', 'user_id', 'or'))
      .map(([t, k]) => `${t}.${k}`),
    fc.oneof(filterValue, fc.nat().map(String), column),
  ),
  fc.tuple(
    fc.constantFrom('columns', 'on_conflict'),
    fc.array(column, { maxLength: 3 }).map((xs) => xs.join(',')),
  ),
  fc.tuple(text, text),
);

export const query = fc.tuple(fc.option(select, { nil: undefined }), fc.array(param, { maxLength: 5 })).map(([sel, params]) => {
  const q = new URLSearchParams();
  if (sel !== undefined) q.append('select', sel);
  for (const [k, v] of params) q.append(k, v);
  return q.toString();
});

/** Request bodies: rows with real columns and wrongly typed values, arrays, scalars, broken JSON. */
const rowValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
export const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(column, rowValue, { maxKeys: 5 }).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.array(fc.dictionary(column, rowValue, { maxKeys: 3 }), { maxLength: 3 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.constantFrom('{', '[1,', 'null', '"str"', '', '{"a":1}{"b":2}', '\u0000') },
);

// Mostly honest headers: a wrong profile is refused (406) before anything else runs.
const rarely = <T>(...xs: T[]) =>
  fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...xs) });
export const headers = fc.record({
  prefer: fc.option(
    fc.constantFrom(
      'count=exact',
      'return=representation',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates,return=representation',
      'return=minimal',
      'count=planned',
      'garbage',
    ),
    { nil: undefined },
  ),
  accept: fc.option(fc.constantFrom('application/vnd.pgrst.object+json', '*/*'), { nil: undefined }),
  profile: fc.oneof({ weight: 3, arbitrary: rarely('public') }, { weight: 1, arbitrary: rarely('auth', 'private', 'pg_catalog') }),
});

export const rpcName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'grant_free_access',
      'start_attempt',
      'get_attempt_questions',
      'save_answer',
      'submit_attempt',
      'get_attempt_review',
      'server_time',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('can_open_paper', 'pg_sleep', 'set_config', 'current_setting', 'version', 'pg_read_file') },
  { weight: 1, arbitrary: text },
);

export const rpcArgs = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom('p_plan_id', 'p_test_paper_id', 'p_attempt_id', 'p_question_id', 'p_selected_option', 'x', 'seconds'),
      rowValue,
      { maxKeys: 4 },
    )
    .map((o) => JSON.stringify(o)),
  body,
);

/** Random select grammar: casts (listed and not), json paths, hints, aliases, quotes and spaces in odd places. */
export const selectGrammar: fc.Arbitrary<string> = fc.letrec<{ item: string; list: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(
        fc.option(column, { nil: undefined }),
        column,
        fc.constantFrom(
          '',
          '::text',
          '::int',
          '::timestamptz',
          '::double precision',
          '::json',
          '::regclass',
          '::text at time zone session_user',
          '::',
          '::"text"',
          '::int)',
        ),
      )
      .map(([a, c, cast]) => `${a ? `${a}:` : ''}${c}${cast}`),
    fc
      .tuple(
        column,
        fc.array(fc.tuple(fc.constantFrom('->', '->>'), fc.oneof(text, fc.nat().map(String), fc.constant('"q\\"uoted"'))), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(([c, steps]) => c + steps.map(([op, k]) => op + k).join('')),
    fc
      .tuple(
        fc.constantFrom(...PROTECTED_TABLES, 'nope', '"exams"', ' exams '),
        fc.array(fc.constantFrom('!inner', '!left', '!"', '!hint', '!exam_id', '!test_papers_exam_id_fkey', '!'), { maxLength: 3 }),
        tie('list'),
      )
      .map(([t, hints, inner]) => `${t}${hints.join('')}(${inner})`),
    fc.constantFrom('*', ' * ', '"', '""', '"a""b"', ',', '(', ')', '::', '->', ':', 'count()', '...exams(id)', 'id.sum()'),
  ),
  list: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')),
})).list;
