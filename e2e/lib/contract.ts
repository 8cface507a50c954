// The contract checks every remote's project runs (issue 29): the remote as its origin serves it satisfies the
// contract the deployed shell was built against (contracts/), and the shell's build (shell/dist, version N) composes
// it as served, a later additive release of it (an extra expose) and an older release (N−1, built from a commit), and
// refuses one built for a contract version it does not support, inline with Retry.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { exposeKeys, REMOTES, type RemoteName } from '@nism/contracts';
import { serveStatic, type RunningStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';
import { serveAppVariant, serveRemoteFromCommit, type RunningVariant } from './app-variant';
import { DESKTOP } from './browser';
import { expect, signedInContext, test, type TestUser } from './fixtures';
import { allowOrigin, stack } from './stack';

const ROOT = path.resolve(__dirname, '..', '..');

interface Manifest {
  name: string;
  exposes: { name: string }[];
  shared: { name: string; version: string; requiredVersion: string; singleton?: boolean }[];
}

/** Where the shell shows the remote: a page of it, what it looks like composed, and where the remote's part sits. */
export interface ShellProbe {
  /** A path of the site that loads one of the remote's modules. */
  path: string;
  /** The page needs a signed-in learner. */
  signedIn?: boolean;
  /** Visible once the remote's module rendered. */
  composed: (page: Page) => Locator;
  /** The inline refusal where the remote's module would be (an alert with Retry). */
  refused: (page: Page) => Locator;
  /** What the shell still shows beside a refused module: the rest of the page works, never a blank page. */
  rest: (page: Page) => Locator;
}

/** The deployed shell's build, served on its own port with this stack's config pointing `remote` at `manifest`. */
async function serveShell(remote: RemoteName, manifest: string): Promise<RunningStatic> {
  const config = (await (await fetch(`${stack.shellUrl}/config.json`)).json()) as { remotes: Record<string, string> };
  const shell = await serveStatic({
    root: path.join(ROOT, 'shell', 'dist'),
    port: await freePort(),
    config: { ...config, remotes: { ...config.remotes, [remote]: manifest } },
  });
  allowOrigin(shell.url);
  return shell;
}

/** Opens the probe's page on the shell that composes `manifest` as the remote. */
async function visitShell(browser: Browser, remote: RemoteName, manifest: string, probe: ShellProbe, user: TestUser) {
  const shell = await serveShell(remote, manifest);
  const context = probe.signedIn
    ? await signedInContext(browser, shell.url, user, { viewport: DESKTOP })
    : await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${shell.url}${probe.path}`);
  return {
    page,
    async close() {
      await context.close();
      await shell.close();
    },
  };
}

/**
 * An older release of every remote, still on today's contract (v1), composed as N−1: the commit that scoped the
 * workspaces (@nism/…), whose remotes differ from today's in their pages, lib/ and features. (A commit before it
 * imports the workspaces by their old names, which no longer resolve, so it cannot be built here any more.) Its
 * container builds in a few seconds.
 */
const OLDER_COMMIT = '0e53074';

/**
 * The contract tests of one remote's project. `olderCommit: null` for a remote whose first release this is: it has
 * no older build to compose yet.
 */
export function contractChecks(
  remote: RemoteName,
  probe: ShellProbe,
  { olderCommit = OLDER_COMMIT }: { olderCommit?: string | null } = {},
) {
  const dir = `mfe-${remote}`;
  test.describe(`${remote} and the deployed shell`, () => {
    test('the served manifest exposes every module of the contract, and the shell provides every shared package it needs', async () => {
      const manifest = (await (await fetch(`${stack.urls[remote]}/mf-manifest.json`)).json()) as Manifest;
      expect(manifest.name).toBe(remote);
      const exposed = manifest.exposes.map((e) => `./${e.name}`);
      expect(exposed, `every expose of contract v${REMOTES[remote].version}`).toEqual(expect.arrayContaining(exposeKeys(remote)));
      // The shell as deployed (its build's manifest): every singleton the remote shares is provided, in a version
      // the remote accepts (same major).
      const shell = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
      const provided = new Map(shell.shared.map((s) => [s.name, s.version]));
      for (const need of manifest.shared.filter((s) => s.singleton)) {
        const version = provided.get(need.name);
        expect(version, `the shell shares ${need.name}`).toBeDefined();
        const major = (v: string) => /\d+/.exec(v)?.[0];
        expect(major(version!), `${need.name} ${version} for ${need.requiredVersion}`).toBe(major(need.requiredVersion));
      }
    });

    test('the deployed shell composes the remote as served (version N)', async ({ browser, user }) => {
      const visit = await visitShell(browser, remote, `${stack.urls[remote]}/mf-manifest.json`, probe, user);
      try {
        await expect(probe.composed(visit.page)).toBeVisible();
      } finally {
        await visit.close();
      }
    });

    test('the deployed shell composes a later release with an extra expose (N+1)', async ({ browser, user }) => {
      test.setTimeout(300_000);
      const variant = await serveAppVariant({ dir, extraExposes: { './QaExtraContract': './src/exposes/contract' } });
      try {
        const manifest = (await (await fetch(variant.manifest)).json()) as Manifest;
        expect(manifest.exposes.map((e) => e.name)).toContain('QaExtraContract');
        const visit = await visitShell(browser, remote, variant.manifest, probe, user);
        try {
          await expect(probe.composed(visit.page)).toBeVisible();
        } finally {
          await visit.close();
        }
      } finally {
        await variant.close();
      }
    });

    if (olderCommit)
      test(`the deployed shell composes an older build, from ${olderCommit} (N−1)`, async ({ browser, user }) => {
        test.setTimeout(300_000);
        const older: RunningVariant = await serveRemoteFromCommit(dir, olderCommit);
        try {
          const visit = await visitShell(browser, remote, older.manifest, probe, user);
          try {
            await expect(probe.composed(visit.page)).toBeVisible();
          } finally {
            await visit.close();
          }
        } finally {
          await older.close();
        }
      });

    if (remote === 'catalog')
      test('the deployed shell refuses a build against a shared package release it does not provide (shared-ui ^2), inline with Retry', async ({
        browser,
        user,
      }) => {
        test.setTimeout(300_000);
        const variant = await serveAppVariant({ dir, requires: { '@nism/shared-ui': '^2.0.0' } });
        try {
          const manifest = (await (await fetch(variant.manifest)).json()) as Manifest;
          expect(manifest.shared.find((s) => s.name === 'shared-ui')?.requiredVersion).toBe('^2.0.0');
          const visit = await visitShell(browser, remote, variant.manifest, probe, user);
          try {
            const refused = probe.refused(visit.page);
            await expect(refused).toBeVisible();
            await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
            await expect(probe.composed(visit.page)).toHaveCount(0);
            await expect(probe.rest(visit.page)).toBeVisible();
          } finally {
            await visit.close();
          }
        } finally {
          await variant.close();
        }
      });

    test('the deployed shell refuses a build for a contract version it does not support, inline with Retry', async ({ browser, user }) => {
      test.setTimeout(300_000);
      const variant = await serveAppVariant({ dir, contractVersion: REMOTES[remote].version + 1 });
      try {
        const visit = await visitShell(browser, remote, variant.manifest, probe, user);
        try {
          const refused = probe.refused(visit.page);
          await expect(refused).toBeVisible();
          await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
          await expect(probe.composed(visit.page)).toHaveCount(0);
          await expect(probe.rest(visit.page)).toBeVisible();
        } finally {
          await visit.close();
        }
      } finally {
        await variant.close();
      }
    });
  });
}
