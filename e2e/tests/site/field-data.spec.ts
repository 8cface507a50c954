// Field data from real browsers (issue 34): a content release that throws on the terms page is deployed behind the
// shell, visitors open it, and the admins' Operations page shows the error group under that release's version, its
// frame mapped back to the TypeScript line that threw through the release's published source maps (issue 47 §4); the
// remote is rolled back, and the errors stop.
import path from 'node:path';
import type { Browser, Request } from '@playwright/test';
import { serveAppVariant } from '../../lib/app-variant';
import { screenshot } from '../../lib/browser';
import { expect, signedInContext, test } from '../../lib/fixtures';
import { allowOrigin, sql, stack } from '../../lib/stack';
import { publishSourceMaps } from '../../../tools/publish-source-maps';
import { serveStatic } from '../../../tools/serve-static';
import { freePort } from '../../../tools/stack';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const BROKEN = 'Release 2 broke the terms page';

/** The shell's build on its own origin, with this stack's config.json but `content` served from `manifest`. */
async function shellWithContent(manifest: string) {
  const config = (await (await fetch(`${stack.shellUrl}/config.json`)).json()) as { remotes: Record<string, string> };
  const shell = await serveStatic({
    root: path.join(ROOT, 'shell', 'dist'),
    port: await freePort(),
    config: { ...config, remotes: { ...config.remotes, content: manifest } },
  });
  allowOrigin(shell.url);
  return shell;
}

/** The events the visitors' browsers have sent from /terms that reached the database. */
const reports = async () => (await sql<{ n: number }>(`select count(*)::int as n from private.field_events where route = '/terms'`))[0].n;

/** A visitor opens /terms on `origin`, then leaves (the page hiding sends its batch). */
async function visitTerms(browser: Browser, origin: string, expectBroken: boolean) {
  // Every browser of the journeys is one address (127.0.0.1): a fresh minute and a fresh day for it, so that the
  // pages the other journeys sent cannot have used up its field-data budgets (per minute: 60 batches, 1,000 events;
  // per day: its bytes, which a whole run of journeys from one address can reach).
  await sql('delete from private.field_rate');
  await sql('delete from private.field_bytes_daily');
  const context = await browser.newContext();
  const page = await context.newPage();
  const before = await reports();
  // Issue 47 §4: the remote's scripts load in CORS mode (crossorigin), so their errors keep message and stack.
  const remoteScripts: Request[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !r.url().startsWith(origin)) remoteScripts.push(r);
  });
  await page.goto(`${origin}/terms`);
  if (expectBroken)
    await expect(
      page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This part of the site is unavailable' }) }),
    ).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(remoteScripts.length).toBeGreaterThan(0);
  const sentOrigins = await Promise.all(remoteScripts.map(async (r) => `${r.url()} ${(await r.allHeaders()).origin}`));
  expect(sentOrigins.filter((line) => !line.endsWith(` ${new URL(origin).origin}`))).toEqual([]);
  // The collector loads at the first idle moment after the paint: on a busy machine (a whole run of journeys) leaving
  // before it has loaded sent nothing, and the journey failed for want of a report, not of a feature.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  // What the page reported (at the latest as it hid, with a keepalive fetch that outlives it) is in the database.
  await expect.poll(reports, { timeout: 15_000 }).toBeGreaterThan(before);
  await context.close();
}

test.use({ role: 'admin' });

test('a release that throws shows as an error group under its version in Operations, and the rollback stops it', async ({
  browser,
  baseURL,
  user,
}) => {
  test.setTimeout(300_000);
  const broken = await serveAppVariant({
    dir: 'mfe-content',
    // TypeScript in a file of its own name: the release's source map names it, and line 4 threw.
    replace: {
      'pages/terms/TermsPage$': {
        file: 'TermsPage.tsx',
        code: `// Release 2 of the terms page.\nconst broken: string = ${JSON.stringify(BROKEN)};\nexport default function TermsPage(): never {\n  throw new Error(broken);\n}\n`,
      },
    },
  });
  // The deploy step after an upload: the release's maps (beside its dist/, never served) to the staff-only table.
  expect(await publishSourceMaps([{ app: 'content', dir: broken.mapsDir }], stack.backendUrl, stack.secretKey)).toBeGreaterThan(0);
  const brokenSite = await shellWithContent(broken.manifest);
  const admin = await signedInContext(browser, baseURL!, user);
  try {
    for (let i = 0; i < 2; i++) await visitTerms(browser, brokenSite.url, true);

    const ops = await admin.newPage();
    await ops.goto('/studio/operations');
    const group = ops
      .getByRole('table', { name: 'Error groups' })
      .getByRole('row')
      .filter({ hasText: `boundary: Error: ${BROKEN}` });
    await expect(group).toHaveCount(1);
    // The remote's version is its package's (changesets bump it) and the build's hash.
    await expect(group.getByRole('cell', { name: /^content \d+\.\d+\.\d+\+\w+$/ })).toBeVisible();
    await expect(group.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    const brokenVersion = await group.getByRole('cell', { name: /^content / }).innerText();
    // The page's vitals are the content remote's, per version, judged against the field budgets (issue 47 §4).
    // The broken release's row (the page's earlier visits in this run may have their own rows, under other versions).
    const lcp = ops
      .getByRole('table', { name: 'Web vitals at the 75th percentile' })
      .getByRole('row')
      .filter({ hasText: '/terms' })
      .filter({ has: ops.getByRole('cell', { name: 'LCP', exact: true }) })
      .filter({ has: ops.getByRole('cell', { name: brokenVersion, exact: true }) });
    await expect(lcp).toHaveCount(1);
    await expect(lcp.getByRole('cell', { name: /^(within|above) 2\.50 s/ })).toBeVisible();
    // The frame that threw, mapped through the release's map: the TypeScript file and line, and the minified frame.
    const thrown = group.getByRole('list', { name: 'Stack frames' }).getByRole('listitem').first();
    await expect(thrown).toContainText(/TermsPage\.tsx:4:\d+/);
    await expect(thrown).toContainText(/\/assets\/__federation_expose_TermsPage\.\w+\.js:1:\d+/);
    // None of the variant's served files is a map or points at one.
    const served = await (await fetch(broken.manifest)).text();
    expect(served).not.toMatch(/\.map\b/);
    await screenshot(ops, 'field-data-operations');
    await ops.setViewportSize({ width: 390, height: 844 });
    await screenshot(ops, 'field-data-operations-390');
    await ops.setViewportSize({ width: 1280, height: 900 });

    // Rolled back: the shell points at the content remote the stack serves again.
    await brokenSite.close();
    const rolledBack = await shellWithContent(`${stack.urls.content}/mf-manifest.json`);
    try {
      await visitTerms(browser, rolledBack.url, false);
      await ops.reload();
      const after = ops
        .getByRole('table', { name: 'Error groups' })
        .getByRole('row')
        .filter({ hasText: `boundary: Error: ${BROKEN}` });
      await expect(after).toHaveCount(1);
      await expect(after.getByRole('cell', { name: '2', exact: true })).toBeVisible(); // no new error since the rollback
      await expect(after.getByRole('cell', { name: brokenVersion, exact: true })).toBeVisible();
      await expect(ops.getByRole('table', { name: 'Remote availability' })).toBeVisible();
    } finally {
      await rolledBack.close();
    }
  } finally {
    await admin.close();
    await broken.close();
  }
});
