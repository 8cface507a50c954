// The CDN kit, end to end: the shell's build and the prerender deploy step written into one upload folder, with the
// kit generated for this deployment (tools/cdn-kit.ts), served by a host that knows nothing but the kit
// (tools/cdn-server.ts, Netlify's parsers). Every public page renders under the generated CSP with no violation, an
// unknown page is a 404, and a signed-in route gets the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../../lib/fixtures';
import { newPage } from '../../lib/browser';
import { allowOrigin, stack } from '../../lib/stack';
import { appByDir } from '../../../tools/build-config/apps';
import { writeHeaders } from '../../../tools/cdn-kit';
import { serveCdn } from '../../../tools/cdn-server';
import { prerenderSite } from '../../../tools/prerender';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const EXAM = '00000000-0000-4000-a000-000000000001';

test('the site served by its CDN kit alone: every public page under the generated CSP, no violation', async ({ browser }) => {
  const upload = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-upload-'));
  fs.cpSync(path.join(ROOT, 'shell', 'dist'), upload, { recursive: true });
  const config = await (await fetch(`${stack.shellUrl}/config.json`)).json();
  fs.writeFileSync(path.join(upload, 'config.json'), JSON.stringify(config));
  const host = await serveCdn(upload);
  const { context, page } = await newPage(browser);
  try {
    allowOrigin(host.url);
    // The deploy: the prerender step into the upload folder (it writes _redirects), the shell's headers for this config.
    const report = await prerenderSite({ shellDist: upload, outDir: upload, siteUrl: host.url, config });
    expect(report.failed).toEqual([]);
    writeHeaders(upload, appByDir('shell'), config, host.url);

    const violations: string[] = [];
    await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __reportCsp(v: string): void }).__reportCsp(
          `${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`,
        ),
      ),
    );
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
    });
    const pages = report.written.filter((p) => p !== '/404').concat(`/exams/${EXAM}`);
    for (const p of pages) {
      const response = await page.goto(`${host.url}${p}`);
      expect(response?.status(), p).toBe(200);
      expect(response?.headers()['content-security-policy'], p).toContain("frame-ancestors 'none'");
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('contentinfo'), p).toBeVisible();
    }
    // No soft 404: an unknown page, and an exam the site does not have, answer 404 (the app then says which).
    expect((await page.goto(`${host.url}/no/such/page`))?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect((await page.goto(`${host.url}/exams/no-such-exam/info`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Exam not found' })).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await context.close();
    await host.close();
    fs.rmSync(upload, { recursive: true, force: true });
  }
});
