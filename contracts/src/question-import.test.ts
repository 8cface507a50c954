import { runImport, stageImportRows, type ImportRpc } from './question-import';

test('rows are staged 1000 a call, and a run calls again, reporting progress, until the database says it is done', async () => {
  const calls: [string, Record<string, unknown>][] = [];
  const steps = [
    { done: false, processed: 1000, total: 2500, committed: false },
    { done: false, processed: 2000, total: 2500, committed: false },
    {
      done: true,
      processed: 2500,
      total: 2500,
      committed: true,
      errors: [{ row: 9, column: 'answer', reason: 'x' }],
      new: 2499,
      changed: 0,
      unchanged: 0,
    },
  ];
  const rpc: ImportRpc = async (fn, args) => {
    calls.push([fn, args]);
    return fn === 'run_question_import' ? steps.shift() : 3;
  };
  await stageImportRows(
    rpc,
    'b',
    Array.from({ length: 2500 }, (_, i) => ({ row: i + 2 })),
  );
  expect(calls.map(([, args]) => (args.p_rows as unknown[]).length)).toEqual([1000, 1000, 500]);

  const progress: number[] = [];
  const report = await runImport(rpc, 'b', false, (p) => progress.push(p.processed));
  expect(progress).toEqual([1000, 2000]);
  expect(report).toEqual({ errors: [{ row: 9, column: 'answer', reason: 'x' }], new: 2499, changed: 0, unchanged: 0, committed: true });
  expect(calls.slice(3).every(([fn, args]) => fn === 'run_question_import' && args.p_dry_run === false)).toBe(true);
});

test('an answer that neither finishes nor says how far it got stops the loop with a clear error', async () => {
  await expect(runImport(async () => ({ errors: [] }), 'b', true)).rejects.toThrow('The import answered without saying how far it has got');
});
