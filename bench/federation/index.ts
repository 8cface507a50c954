// Federation's cost: the shell built as one app with every remote page compiled in (single-bundle.ts),
// served the same way against the same backend; the same bytes and lab metrics for `/`, and federated ÷ single.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../tools/build-apps';
import { securityHeaders } from '../../tools/security-headers';
import { SINGLE_BUNDLE_DIR } from './single-bundle';
import { freePort } from '../../tools/stack';
import { serveStatic } from '../../tools/serve-static';
import { fetchedOnVisit, recordBytes } from '../bytes';
import { launchChromium } from '../lib/chromium';
import { total } from '../lib/fetched';
import { record } from '../lib/report';
import { site } from '../lib/site';
import { round } from '../lib/stats';
import { labMedians, recordLab } from '../lab';

const BYTES_RATIO_BUDGET = 1.1;

function buildSingleBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    const config = path.join(__dirname, 'single-bundle.config.ts');
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', config, '--mode', 'production'], {
      cwd: path.join(ROOT, 'shell'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`single-bundle build failed:\n${output}`))));
  });
}

export async function benchFederation(): Promise<void> {
  const s = await site();
  await buildSingleBundle();
  const config = s.stack.config;
  const single = await serveStatic({
    root: path.join(SINGLE_BUNDLE_DIR, 'dist'),
    port: await freePort(),
    config,
    documentHeaders: securityHeaders(config),
  });
  const browser = await launchChromium();
  try {
    const federatedJs = total(await fetchedOnVisit(browser, s.url('/')), 'js').gzip;
    const singleJs = recordBytes('federation: single bundle', '/', await fetchedOnVisit(browser, `${single.url}/`), { shell: single.url });
    const federatedLab = await labMedians(browser, s.url('/'));
    const singleLab = await labMedians(browser, `${single.url}/`);
    recordLab('federation: single bundle', '/', singleLab, 'none');
    const section = 'federation: federated ÷ single';
    record({ section, metric: '/ first-load JS gzip', value: round(federatedJs / singleJs, 2), unit: 'x', budget: BYTES_RATIO_BUDGET });
    record({ section, metric: '/ LCP', value: round(federatedLab.lcp / singleLab.lcp, 2), unit: 'x' });
    record({ section, metric: '/ FCP', value: round(federatedLab.fcp / singleLab.fcp, 2), unit: 'x' });
  } finally {
    await browser.close();
    await single.close();
  }
}
