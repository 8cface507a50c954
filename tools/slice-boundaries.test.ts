// A slice reaches another's data only through what the owner publishes (ownership.json, `publishes`; issue 48).
import { readOwnership } from './ownership';
import { appViolations, owners, sqlViolations, type Slices } from './slice-boundaries';

const slices = readOwnership() as Slices;

test('no function or policy reads an unpublished table of another slice, writes one, or calls an unpublished function', () => {
  expect(sqlViolations(slices)).toEqual([]);
});

test("no app reads another slice's unpublished table or calls its unpublished function", () => {
  expect(appViolations(slices)).toEqual([]);
});

test('what a slice publishes exists and is its own', () => {
  const { tables, functions } = owners(slices);
  const wrong = Object.entries(slices).flatMap(([slice, { publishes }]) => [
    ...publishes.tables.filter((t) => tables.get(t) !== slice).map((t) => `${slice} publishes table ${t} (${tables.get(t) ?? 'none'}'s)`),
    ...publishes.functions
      .filter((f) => functions.get(f) !== slice)
      .map((f) => `${slice} publishes function ${f} (${functions.get(f) ?? 'none'}'s)`),
  ]);
  expect(wrong).toEqual([]);
});

test('the check sees a crossing: a function or table the owner does not publish, used by another slice, is refused', () => {
  const withoutAccess = structuredClone(slices);
  withoutAccess.checkout.publishes.functions = withoutAccess.checkout.publishes.functions.filter((f) => f !== 'private.can_open_paper');
  expect(sqlViolations(withoutAccess)).toContain(
    'catalog.sql: function private.caller_can_read_paper(uuid) calls private.can_open_paper, which checkout does not publish',
  );
  const nothingPublished = structuredClone(slices);
  nothingPublished.studio.publishes.tables = [];
  expect(
    sqlViolations(nothingPublished).some(
      (p) => p.startsWith('attempts.sql') && p.includes('public.questions, which studio does not publish'),
    ),
  ).toBe(true);
});
