// The cached, seeded database is only good for the India day it was seeded on: the demo learner's free X-B demo ends
// at midnight India time (demo/demo-users.sql), and a template from the day before made the seed test fail.
import path from 'node:path';
import { fingerprint } from '../src/db/template';

const supabaseDir = path.join(__dirname, '..', '..', 'supabase');
const at = (iso: string) => {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'nextTick'] });
  return fingerprint(supabaseDir);
};
afterEach(() => jest.useRealTimers());

test('a template seeded before midnight in India is not reused after it', () => {
  // 18:30 UTC is midnight in India.
  expect(at('2026-11-26T18:29:00Z')).not.toBe(at('2026-11-26T18:31:00Z'));
});

test('within one India day the same template is reused', () => {
  expect(at('2026-11-26T18:31:00Z')).toBe(at('2026-11-27T18:29:00Z'));
});
