// fast-check generators of hostile bytes and sizes in PostgREST requests (issue 13): none may cause a 5xx, a huge
// answer or a long stall. The request grammar's own generators are in rest-arbitraries.ts.
import fc from 'fast-check';
import { column } from './rest-arbitraries';

/** Already percent-encoded: NUL, a lone surrogate in CESU-8, overlong UTF-8, invalid bytes, a stray %. */
const RAW_URL_BYTES = ['%00', 'a%00b', '%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%C0%80', '%FF%FE', '%E2%82', '%', '%zz', '%F4%90%80%80'];

const nested = (open: string, close: string, n: number, inner = '1') => open.repeat(n) + inner + close.repeat(n);

/**
 * Regexes whose bounded repetitions nest (issue 27 items 1-2): `(a{0,255}){0,255}z` was a 500 `XX000 bad buffer ID`
 * on PGlite, `((.{0,18}){0,18}){0,18}a` held it 4-9 s. A fresh last character each time defeats Postgres's cache
 * of compiled regexes.
 */
export const tooComplexRegex = fc
  .tuple(
    fc.constantFrom('.', 'a', '[^x]', '\\w', '.?', '.*', '(a|b)'),
    fc.array(fc.integer({ min: 8, max: 255 }), { minLength: 2, maxLength: 4 }),
    fc.constantFrom('', '?'),
    fc.string({ minLength: 1, maxLength: 2 }),
  )
  .map(([atom, bounds, lazy, tail]) => bounds.reduce((re: string, n) => `(${re}{0,${n}}${lazy})`, atom) + tail.replace(/["\\]/g, 'x'));

/** A query string with raw hostile bytes in keys and values, overlong values, huge in() lists, deep trees. */
export const hostileQuery = fc.oneof(
  fc
    .tuple(column, fc.constantFrom(...RAW_URL_BYTES), fc.constantFrom('eq.', 'like.', 'match.', 'in.(', 'fts.', 'is.', ''))
    .map(([c, b, op]) => `${encodeURIComponent(c)}=${op}${b}`),
  fc.constantFrom(...RAW_URL_BYTES).map((b) => `select=id,${b}&${b}=eq.1`),
  fc.integer({ min: 1_000, max: 12_000 }).map((n) => `select=id&title=eq.${'x'.repeat(n)}`),
  fc.integer({ min: 100, max: 2_000 }).map((n) => `select=id&id=in.(${Array.from({ length: n }, (_, i) => i).join(',')})`),
  fc.integer({ min: 100, max: 1_500 }).map((n) => `select=id&id=in.(${Array.from({ length: n }, () => '"a,b"').join(',')})`),
  fc.integer({ min: 60, max: 2_500 }).map((n) => `select=id&or=(${nested('or(', ')', n, 'id.eq.1')})`),
  fc.integer({ min: 9, max: 3_000 }).map((n) => `select=${nested('exams(', ')', n, 'id')}`),
  fc
    .integer({ min: 2, max: 40 })
    .map((n) => `select=id,${Array.from({ length: n }, (_, i) => `e${i}:exams(id,test_papers(id,exams(id)))`).join(',')}`),
  fc
    .constantFrom('^(.*)(.*)(.*)\\1\\2\\3$', '(a+)+\\1', '((((.{1,255}){1,255}){1,255}){1,255})z', '(x+x+)+y', '[[:alpha:]]{1,255}{1,255}')
    .map((re) => `select=id&description=match.${encodeURIComponent(re)}`),
  tooComplexRegex.map((re) => `select=id&description=match.${encodeURIComponent(re)}`),
  fc
    .tuple(fc.constantFrom('match', 'imatch', 'not.match', 'not.imatch'), tooComplexRegex)
    .map(([op, re]) => `select=id&or=(name.eq.x,description.${op}.${encodeURIComponent(`"${re}"`)})`),
);

/** JSON bodies: NULs and lone surrogates as escapes, overlong strings, deep nesting, huge arrays. */
export const hostileBody = fc.oneof(
  fc
    .tuple(column, fc.constantFrom('"a\\u0000b"', '"\\ud800"', '"\\udfff x"', '"\\u0000"', '"\\uDBFF\\uDBFF"'))
    .map(([c, v]) => `{"${c}":${v}}`),
  fc.tuple(column, fc.integer({ min: 10_000, max: 400_000 })).map(([c, n]) => JSON.stringify({ [c]: 'x'.repeat(n) })),
  fc
    .tuple(column, fc.integer({ min: 500, max: 200_000 }), fc.boolean())
    .map(([c, n, arrays]) => `{"${c}":${arrays ? nested('[', ']', n) : nested('{"a":', '}', n)}}`),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i })))),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
);
