// The browser journeys on Playwright Test (`npm run test:e2e`; one project: `npm run test:e2e -- --project=testing`
// or `npm run test:e2e -w mfe-testing`). See e2e/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tools/chromium';
import { APPS, type AppName } from '../tools/build-config/apps';
import type { RoleOptions, StackOptions } from './lib/fixtures';

/**
 * Videos need Playwright's own ffmpeg (`npx playwright install ffmpeg`, a download this project does not make); where
 * it is absent, the trace's screencast (every action's frames, played by `npx playwright show-trace`) stands in.
 */
const browsersPath = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
const canRecordVideo = fs.existsSync(browsersPath) && fs.readdirSync(browsersPath).some((d) => d.startsWith('ffmpeg'));

/**
 * A remote's project: its standalone harness (served at its origin's root) over local-supabase, without the shell,
 * with the remotes the harness loads (tools/build-config/apps.ts: catalog's loads checkout, the studio's testing).
 */
const remote = (name: AppName) => ({
  name,
  testDir: `tests/${name}`,
  use: { stackApps: [name, ...(APPS.find((a) => a.name === name)!.harnessLoads ?? [])] },
});

export default defineConfig<RoleOptions, StackOptions>({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../artifacts/test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  // Two cores: two workers, each with its own stack.
  workers: 2,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: {
    timeout: 10_000,
    // 0.5%: the plan cards' content moved down 16 px changes 1.2% of the 1280 px page and 3% of the 390 px one, while
    // the same build differs by at most 0.05% (450 pixels, the results page at 1280) between runs (e2e/README.md).
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: [['list'], ['html', { outputFolder: '../artifacts/playwright-report', open: 'never' }], ['./lib/project-times.ts']],
  use: {
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: canRecordVideo ? 'retain-on-failure' : 'off',
  },
  // The longest project first: the remotes' shorter files then fill both workers to the end.
  projects: [
    // Journeys across remotes through the shell: the whole composed site.
    { name: 'site', testDir: 'tests/site', use: { stackApps: ['shell', 'catalog', 'checkout', 'testing', 'content', 'studio'] } },
    remote('catalog'),
    remote('checkout'),
    remote('testing'),
    remote('content'),
    remote('studio'),
  ],
});
