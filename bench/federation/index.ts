// Federation's cost in bytes: each measured page's first-load JavaScript and CSS (gzip) on the federated site ÷ the
// same page on the single-bundle build of the same code (single-bundle.ts). The lab section compares their times.
import { fetchedOnVisit, measuredPages } from '../bytes';
import { launchChromium } from '../lib/chromium';
import { kb, total, type Fetched } from '../lib/fetched';
import { record } from '../lib/report';
import { site } from '../lib/site';
import { round } from '../lib/stats';
import { singleSite } from './single-site';

const BYTES_RATIO_BUDGET = 1.15;

const firstLoad = (fetched: Fetched[]) => total(fetched, 'js').gzip + total(fetched, 'css').gzip;

export async function benchFederation(): Promise<void> {
  const s = await site();
  const single = await singleSite();
  const browser = await launchChromium();
  try {
    for (const [label, path, signedIn] of measuredPages(s)) {
      const session = signedIn ? s.session : undefined;
      const federated = firstLoad(await fetchedOnVisit(browser, s.url(path), session));
      const bundled = firstLoad(await fetchedOnVisit(browser, single.url(path), session));
      record({
        section: 'federated ÷ single bundle: first-load JS + CSS, gzip',
        metric: `${label} (${kb(federated)} ÷ ${kb(bundled)} KiB)`,
        value: round(federated / bundled, 2),
        unit: 'x',
        budget: BYTES_RATIO_BUDGET,
      });
    }
  } finally {
    await browser.close();
  }
}
