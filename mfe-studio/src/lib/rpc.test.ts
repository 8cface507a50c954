import { callRpc } from './rpc';

test("a studio call's function and arguments are checked against the generated database types when it builds", () => {
  // Never run: `npm run typecheck` compiles tests too, and each @ts-expect-error fails the build if the call compiles.
  const calls = () => [
    // @ts-expect-error: no such database function
    callRpc('studio_questionz', {}),
    // @ts-expect-error: studio_questions has no p_serach argument
    callRpc('studio_questions', { p_serach: 'tax' }),
    // @ts-expect-error: p_limit is a number
    callRpc('studio_questions', { p_limit: 'ten' }),
    // SQL's NULL ("no filter") is allowed for any argument.
    callRpc('studio_questions', { p_search: null, p_limit: 25 }),
  ];
  expect(calls).toBeInstanceOf(Function);
});
