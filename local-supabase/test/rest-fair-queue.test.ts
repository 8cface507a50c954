// Lanes take turns at the database: a visitor's queued reads never make a learner's save wait for all of them.
import { FairQueue, urgent, withSubLane } from '../src/db/fair-queue';

const tick = () => new Promise((r) => setTimeout(r, 5));

test('with one slot, a lane that queues a hundred operations runs one of them before another lane runs', async () => {
  const q = new FairQueue(1);
  const order: string[] = [];
  const flood = Array.from({ length: 100 }, (_, i) =>
    q.run('anon:10.0.0.9', async () => {
      order.push(`flood${i}`);
      await tick();
    }),
  );
  const save = q.run('user:learner', async () => {
    order.push('save');
  });
  await Promise.all([...flood, save]);
  expect(order.indexOf('save')).toBe(1);
});

test('turns rotate over every waiting lane; within a lane the order is kept; failures do not stop the queue', async () => {
  const q = new FairQueue(1);
  const order: string[] = [];
  const jobs = ['a', 'a', 'a', 'b', 'b', 'c'].map((lane, i) =>
    q.run(lane, async () => {
      order.push(`${lane}${i}`);
      if (i === 0) throw new Error('boom');
    }),
  );
  const results = await Promise.allSettled(jobs);
  expect(results[0].status).toBe('rejected');
  expect(order).toEqual(['a0', 'b3', 'c5', 'a1', 'b4', 'a2']);
});

test('with several slots, at most that many run at once', async () => {
  const q = new FairQueue(3);
  let running = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      q.run(`lane${i % 4}`, async () => {
        peak = Math.max(peak, ++running);
        await tick();
        running--;
      }),
    ),
  );
  expect(peak).toBe(3);
});

test("the shared lane (the server's own work, e.g. sign-ins) gets every other turn while it has work, no more", async () => {
  const q = new FairQueue(1, 'server');
  const order: string[] = [];
  const job = (lane: string, name: string) =>
    q.run(lane, async () => {
      order.push(name);
      await tick();
    });
  const jobs = [
    job('a', 'a0'),
    job('a', 'a1'),
    job('b', 'b0'),
    job('c', 'c0'),
    job('server', 's0'),
    job('server', 's1'),
    job('server', 's2'),
  ];
  await Promise.all(jobs);
  expect(order).toEqual(['a0', 's0', 'b0', 's1', 'c0', 's2', 'a1']);
});

test('within a lane, sub-lanes take turns: one caller flooding the server lane waits behind itself (issue 27 item 4)', async () => {
  const q = new FairQueue(1, 'server');
  const order: string[] = [];
  const flood = Array.from({ length: 100 }, (_, i) =>
    withSubLane('user:flooder', () =>
      q.run('server', async () => {
        order.push(`flood${i}`);
        await tick();
      }),
    ),
  );
  const refresh = withSubLane('ip:10.0.0.7', () => q.run('server', async () => void order.push('refresh')));
  await Promise.all([...flood, refresh]);
  expect(order.indexOf('refresh')).toBe(1);
});

test("visitors' lanes hold at most their cap of the slots together; a learner's work always finds one", async () => {
  const q = new FairQueue(10, 'server', { capped: (lane) => lane.startsWith('anon:'), cap: 6 });
  let anonRunning = 0;
  let anonPeak = 0;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const visitors = Array.from({ length: 12 }, (_, i) =>
    q.run(`anon:10.0.0.${i}`, async () => {
      anonPeak = Math.max(anonPeak, ++anonRunning);
      await held;
      anonRunning--;
    }),
  );
  await tick();
  const t = performance.now();
  await q.run('user:learner', async () => undefined);
  expect(performance.now() - t).toBeLessThan(50); // did not wait for any visitor to finish
  expect(anonPeak).toBe(6);
  release();
  await Promise.all(visitors);
  expect(anonPeak).toBe(6);
});

test('urgent work (answer saves) goes before other lanes, at most three turns in a row (issue 35)', async () => {
  const q = new FairQueue(1);
  const order: string[] = [];
  const job = (lane: string, name: string, isUrgent = false) => {
    const run = () =>
      q.run(lane, async () => {
        order.push(name);
        await tick();
      });
    return isUrgent ? urgent(run) : run();
  };
  const jobs = [
    job('user:a', 'start-a'),
    job('user:b', 'start-b'),
    job('user:c', 'start-c'),
    job('user:d', 'start-d'),
    ...['s1', 's2', 's3', 's4', 's5'].map((name, i) => job(`user:saver${i}`, name, true)),
  ];
  await Promise.all(jobs);
  // start-a was already running; then saves first, three at a time, and the starts are never starved
  expect(order).toEqual(['start-a', 's1', 's2', 's3', 'start-b', 's4', 's5', 'start-c', 'start-d']);
});
