// Releases and rollbacks on a deploy target folder: publishing changes nothing live, promoting moves one pointer,
// rolling back moves it to the release before, and a release stays until it has not been live for a day.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@nism/platform';
import { expired, promote, publish, releaseId, releaseManifest, rollback, RETENTION_MS, type ReleaseLog } from './release';

const config: RuntimeConfig = {
  supabaseUrl: 'https://ref.supabase.co',
  supabasePublishableKey: 'key',
  remotes: {
    catalog: 'https://catalog.example.in/mf-manifest.json',
    checkout: 'https://checkout.example.in/mf-manifest.json',
    testing: 'https://cdn.example.in/testing/mf-manifest.json',
    content: 'https://content.example.in/mf-manifest.json',
  },
  razorpay: { keyId: 'rzp', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
};
const T0 = new Date('2026-12-06T03:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

let target: string;
const build = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-dist-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
};
const read = (file: string) => fs.readFileSync(path.join(target, file), 'utf8');
beforeEach(() => (target = fs.mkdtempSync(path.join(os.tmpdir(), 'release-target-'))));
afterEach(() => fs.rmSync(target, { recursive: true, force: true }));

test('a remote: published under its release path, live only when promoted, and back in one call', () => {
  let log: ReleaseLog = {};
  log = publish(target, log, 'testing', build({ 'mf-manifest.json': 'one' }), 'r1', T0);
  log = publish(target, log, 'testing', build({ 'mf-manifest.json': 'two' }), 'r2', T0);
  expect(read('testing/releases/r2/mf-manifest.json')).toBe('two');
  expect(log.testing?.current).toBeUndefined();

  const first = promote(target, config, log, 'testing', 'r1', T0);
  expect(first.config.remotes.testing).toBe('https://cdn.example.in/testing/releases/r1/mf-manifest.json');
  expect(first.config.remotes.catalog).toBe(config.remotes.catalog);
  const second = promote(target, first.config, first.log, 'testing', 'r2', later(1000));
  expect(second.config.remotes.testing).toBe('https://cdn.example.in/testing/releases/r2/mf-manifest.json');
  const back = rollback(target, second.config, second.log, 'testing', later(2000));
  expect(back.config.remotes.testing).toBe(first.config.remotes.testing);
  expect(back.log.testing).toMatchObject({ current: 'r1', previous: 'r2' });
});

test('the shell: its assets are added at once, its documents move only when promoted', () => {
  let log = publish(target, {}, 'shell', build({ 'index.html': 'home 1', 'assets/a.11111111.js': 'a' }), 's1', T0);
  expect(fs.existsSync(path.join(target, 'shell/assets/a.11111111.js'))).toBe(true);
  expect(fs.existsSync(path.join(target, 'shell/index.html'))).toBe(false);
  let live = promote(target, config, log, 'shell', 's1', T0);
  expect(read('shell/index.html')).toBe('home 1');
  log = publish(
    target,
    live.log,
    'shell',
    build({ 'index.html': 'home 2', 'exams/index.html': 'exams 2', 'assets/b.22222222.js': 'b' }),
    's2',
    T0,
  );
  expect(read('shell/index.html')).toBe('home 1');
  live = promote(target, live.config, log, 'shell', 's2', T0);
  expect([read('shell/index.html'), read('shell/exams/index.html')]).toEqual(['home 2', 'exams 2']);
  live = rollback(target, live.config, live.log, 'shell', T0);
  expect(read('shell/index.html')).toBe('home 1');
  // s1's page still finds its script, and s2's too: assets are shared and never removed by a release.
  expect(fs.readdirSync(path.join(target, 'shell/assets')).sort()).toEqual(['a.11111111.js', 'b.22222222.js']);
});

test('a release is never overwritten, and only a published one goes live', () => {
  const log = publish(target, {}, 'content', build({ 'mf-manifest.json': 'x' }), 'c1', T0);
  expect(() => publish(target, log, 'content', build({}), 'c1', T0)).toThrow('exists already');
  expect(() => promote(target, config, log, 'content', 'c9', T0)).toThrow('content has no release c9');
  expect(() => rollback(target, config, log, 'content', T0)).toThrow('no earlier release');
});

test('a release may be pruned only when neither live nor previous and not live for a day', () => {
  let log: ReleaseLog = {};
  for (const id of ['r1', 'r2', 'r3']) log = publish(target, log, 'testing', build({}), id, T0);
  let live = promote(target, config, log, 'testing', 'r1', T0);
  live = promote(target, live.config, live.log, 'testing', 'r2', later(60_000));
  live = promote(target, live.config, live.log, 'testing', 'r3', later(120_000));
  // r1 stopped being live a minute in: an attempt begun on it may still run for hours.
  expect(expired(live.log, 'testing', later(RETENTION_MS))).toEqual([]);
  expect(expired(live.log, 'testing', later(RETENTION_MS + 61_000))).toEqual(['r1']);
});

test('release ids sort by time and name their commit; a manifest URL stays beside the live one', () => {
  expect(releaseId(T0, '1a2b3c4d5e6f')).toBe('20261206T030000Z-1a2b3c4');
  expect(releaseManifest('https://t.example.in/mf-manifest.json', 'x')).toBe('https://t.example.in/releases/x/mf-manifest.json');
  expect(releaseManifest('https://t.example.in/releases/old/mf-manifest.json', 'x')).toBe(
    'https://t.example.in/releases/x/mf-manifest.json',
  );
});
