// The capacity plan's model: the peak's request rates, the CPU they need, learners per size, and what runs out first.
import { PEAK, plan, rates, SIZES, TARGET_UTILISATION, type Cost } from './capacity-plan';

const cost = (kind: string, dbMs: number, apiMs: number): Cost => ({ kind, dbMs, apiMs, statements: 1, wallMs: 10 });

test('the exam-eve peak: a save every 30 s from each of 5,000 learners and 500 sign-ins a minute', () => {
  const r = rates(PEAK.learners);
  expect(r.save).toBeCloseTo(5000 / 30);
  expect(r['sign-in']).toBeCloseTo(500 / 60);
  expect(r.progress).toBeCloseTo((5000 * 2) / 3600);
  // Twice the learners, twice every rate: sign-ins too.
  expect(rates(10_000)['sign-in']).toBeCloseTo(1000 / 60);
});

test('learners per size: the usable cores at the target load over the CPU one learner needs, in hundreds', () => {
  // 1 ms of database per save only: 166.7 saves/s need 0.1667 cores for 5,000 learners.
  const { rows, demand } = plan([cost('save', 1, 0)]);
  expect(demand.db).toBeCloseTo(5000 / 30 / 1000);
  const large = rows.find((r) => r.size === 'Large')!;
  expect(large.learners).toBe(Math.floor((2 * TARGET_UTILISATION) / (demand.db / 5000) / 100) * 100);
  // A shared-core size counts on half its cores.
  expect(rows.find((r) => r.size === 'Micro')!.learners).toBe(Math.floor(large.learners / 2 / 100) * 100);
  expect(rows).toHaveLength(SIZES.length);
});

test('what saturates first: sign-in hashing when it costs more CPU than the database, else the database', () => {
  expect(plan([cost('save', 1, 0), cost('sign-in', 1, 80)]).rows[0].limit).toBe('CPU: sign-in password checks');
  expect(plan([cost('save', 5, 0), cost('sign-in', 1, 10)]).rows[0].limit).toBe('CPU: the database (answer saves)');
});
