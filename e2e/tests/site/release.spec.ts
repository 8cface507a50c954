// Releases and rollbacks of one remote (tools/release.ts) while a learner sits a test: the testing remote published
// twice under immutable release paths on its own origin, then rolled forward and back by moving its pointer in
// config.json. The page that began on the first release finishes on it, a reload takes the live one, and no answer
// is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../../lib/fixtures';
import { admin } from '../../lib/admin';
import { newPage } from '../../lib/browser';
import { signIn } from '../../lib/auth';
import { learnerWithPaidPlan } from '../../lib/learners';
import { runtimeConfig, setRuntimeConfig, site } from '../../lib/stack';
import { promote, publish, rollback, RELEASES_DIR, type ReleaseLog } from '../../../tools/release';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DIST = path.join(ROOT, 'mfe-testing', 'dist');
const EXAM = '00000000-0000-4000-a000-000000000001';
const ATTEMPT_URL = /\/exams\/[^/]+\/test\/[^/]+\/attempt\/([0-9a-f-]{36})$/;

test('a remote rolled forward and back while a learner sits a test: every answer kept', async ({ browser }) => {
  // The testing origin's folder is the target's `testing` (the stack serves mfe-testing/dist on that origin).
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'release-target-'));
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  fs.cpSync(DIST, build, { recursive: true });
  fs.symlinkSync(DIST, path.join(target, 'testing'));
  const learner = await learnerWithPaidPlan(EXAM, 'release');
  const original = runtimeConfig();
  const { context, page } = await newPage(browser);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  const releaseOf = () => [...loaded].reverse().find((u) => u.includes(`/${RELEASES_DIR}/`) && u.endsWith('mf-manifest.json'));
  try {
    let log: ReleaseLog = {};
    const now = new Date();
    log = publish(target, log, 'testing', build, 'r1', now);
    log = publish(target, log, 'testing', build, 'r2', now);
    let live = promote(target, runtimeConfig(), log, 'testing', 'r1', now);
    setRuntimeConfig(live.config);

    await signIn(page, learner);
    await page.goto(site(`/exams/${EXAM}`));
    await page.getByRole('article').filter({ hasText: 'Demo Questions' }).getByRole('button', { name: 'Start New Attempt' }).click();
    await page.waitForURL(ATTEMPT_URL);
    expect(releaseOf()).toContain('/releases/r1/');
    const choose = async (n: number) => {
      await page.getByRole('button', { name: new RegExp(`^Question ${n},`) }).click();
      await page.getByRole('radiogroup').getByRole('radio', { name: /^B\./ }).check();
      await page.getByText('✓ Saved').waitFor();
    };
    await choose(1);

    // Forward: r2 goes live while the page runs r1, whose files stay served.
    live = promote(target, live.config, live.log, 'testing', 'r2', new Date());
    setRuntimeConfig(live.config);
    await choose(2);
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(releaseOf()).toContain('/releases/r2/');
    await choose(3);

    // Back: one call moves the pointer to r1 again.
    live = rollback(target, live.config, live.log, 'testing', new Date());
    setRuntimeConfig(live.config);
    expect(live.log.testing).toMatchObject({ current: 'r1', previous: 'r2' });
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(releaseOf()).toContain('/releases/r1/');
    await choose(4);
    const attemptId = ATTEMPT_URL.exec(page.url())![1];
    const { data } = await admin.from('user_answers').select('question_id').eq('attempt_id', attemptId).not('selected_option', 'is', null);
    expect(data).toHaveLength(4);
  } finally {
    setRuntimeConfig(original);
    await context.close();
    fs.rmSync(path.join(DIST, RELEASES_DIR), { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.rmSync(build, { recursive: true, force: true });
  }
});
