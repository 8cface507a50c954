// Every file of the repository belongs to exactly one team's slice (ownership.json), and CODEOWNERS says the same.
import fs from 'node:fs';
import { claimsOf, CODEOWNERS, codeowners, readOwnership, trackedFiles, type Slice } from './ownership';

const slices = readOwnership();

test('every tracked file belongs to one slice: none to nobody, none to two', () => {
  const problems = trackedFiles().flatMap((file) => {
    const claims = claimsOf(file, slices);
    if (claims.length === 0) return [`${file}: no slice`];
    const owners = new Set(claims.map((c) => c.slice));
    return owners.size > 1 ? [`${file}: ${claims.map((c) => `${c.slice} (${c.pattern})`).join(' and ')}`] : [];
  });
  expect(problems).toEqual([]);
});

test("a newcomer to checkout finds the slice's back rooms: its functions, schema, sandbox, tests and e2e", () => {
  const mine = trackedFiles().filter((file) => claimsOf(file, slices)[0]?.slice === 'checkout');
  for (const expected of [
    'mfe-checkout/package.json',
    'contracts/src/checkout.ts',
    'supabase/functions/_shared/create-razorpay-order.ts',
    'supabase/schema/purchases.sql',
    'supabase/schema/invoices.sql',
    'local-supabase/src/razorpay/index.ts',
    'e2e/tests/checkout/purchase.spec.ts',
  ])
    expect(mine).toContain(expected);
});

test('the rule: the most specific pattern wins; two equally specific ones of different slices are ambiguous', () => {
  const map: Record<string, Slice> = {
    platform: { team: '@p', what: '', paths: ['supabase/schema/**'] },
    checkout: { team: '@c', what: '', paths: ['supabase/schema/purchases.sql', 'e2e/tests/x*'] },
    testing: { team: '@t', what: '', paths: ['e2e/tests/x*'] },
  };
  expect(claimsOf('supabase/schema/purchases.sql', map)).toEqual([{ slice: 'checkout', pattern: 'supabase/schema/purchases.sql' }]);
  expect(claimsOf('supabase/schema/attempts.sql', map)).toEqual([{ slice: 'platform', pattern: 'supabase/schema/**' }]);
  expect(new Set(claimsOf('e2e/tests/x.spec.ts', map).map((c) => c.slice))).toEqual(new Set(['checkout', 'testing']));
  expect(claimsOf('README.md', map)).toEqual([]);
});

test('.github/CODEOWNERS is generated from the map (npx tsx tools/ownership.ts --write)', () => {
  expect(fs.readFileSync(CODEOWNERS, 'utf8')).toBe(codeowners(slices));
});
