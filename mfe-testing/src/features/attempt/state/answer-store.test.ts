import { createAnswerStore } from './answer-store';

test("a change calls the changed question's listeners and the listeners of all, and keeps the snapshot until then", () => {
  const store = createAnswerStore({ q1: 'A' });
  const all = jest.fn();
  const q1 = jest.fn();
  const q2 = jest.fn();
  store.subscribe(all);
  store.subscribeTo('q1', q1);
  const stopQ2 = store.subscribeTo('q2', q2);
  const before = store.getSnapshot();

  store.set('q1', 'A'); // unchanged: nobody is told, the snapshot stays
  expect(store.getSnapshot()).toBe(before);
  expect(all).not.toHaveBeenCalled();

  store.set('q1', 'B');
  expect(store.getSnapshot()).toEqual({ q1: 'B' });
  expect(before).toEqual({ q1: 'A' });
  expect([all.mock.calls.length, q1.mock.calls.length, q2.mock.calls.length]).toEqual([1, 1, 0]);

  stopQ2();
  store.set('q2', 'C');
  expect([all.mock.calls.length, q1.mock.calls.length, q2.mock.calls.length]).toEqual([2, 1, 0]);
});

test('answers added under the held ones never replace them, and only the new ones are announced', () => {
  const store = createAnswerStore({ q1: 'B' });
  const q1 = jest.fn();
  const q3 = jest.fn();
  store.subscribeTo('q1', q1);
  store.subscribeTo('q3', q3);
  store.addUnder({ q1: 'A', q3: 'D' });
  expect(store.getSnapshot()).toEqual({ q1: 'B', q3: 'D' });
  expect([q1.mock.calls.length, q3.mock.calls.length]).toEqual([0, 1]);

  const snapshot = store.getSnapshot();
  store.addUnder({ q3: 'A' }); // nothing new
  expect(store.getSnapshot()).toBe(snapshot);
});
