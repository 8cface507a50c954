// Federation's cost in bytes (issue 30 §1). Federation may cost its runtime and nothing else:
// - the floor: a minimal host with remotes, with our plugin settings and shared singletons, against the same code
//   without federation (floor-build.ts, floor-measure.ts), with what each plugin size option saves on it;
// - our overhead per page: first-load JS + CSS (gzip) on the federated site minus the same page on the single
//   bundle of the same code (single-bundle.ts), at most the floor (one page, plus each further remote container)
//   plus 2 KiB per remote the page loads;
// - no module twice: the chunks a page loads hold each module and package version once (duplicates.ts).
import { chunkIndex, duplicatesOnPage } from '../bytes/duplicates';
import { measuredPages } from '../bytes';
import { visitAndFetch } from '../bytes/visit';
import { launchChromium } from '../lib/chromium';
import { kb, total, type Fetched } from '../lib/fetched';
import { record } from '../lib/report';
import { site } from '../lib/site';
import { measureFederationFloor } from './floor-measure';
import { singleSite } from './single-site';

/** What our code may add per remote a page loads, beyond federation's own floor. */
const PER_REMOTE_ALLOWANCE = 2 * 1024;

const firstLoad = (fetched: Fetched[]) => total(fetched, 'js').gzip + total(fetched, 'css').gzip;

/** The remote containers a visit loaded: the remote origins it fetched a remoteEntry.js from. */
const remotesLoaded = (fetched: Fetched[], shellOrigin: string) =>
  new Set(fetched.filter((f) => f.origin !== shellOrigin && /\/remoteEntry\.js$/.test(new URL(f.url).pathname)).map((f) => f.origin)).size;

export async function benchFederation(): Promise<void> {
  // Before the site starts: the stats builds write nothing the site serves.
  const index = await chunkIndex();
  const s = await site();
  const single = await singleSite();
  const browser = await launchChromium();
  try {
    const floor = await measureFederationFloor(browser, s.stack.config);
    const section = 'bytes: federated − single bundle, first-load JS + CSS gzip (budget: floor + 2 KiB per remote)';
    const dupSection = 'bytes: no module twice on a page (build stats)';
    for (const [label, path, signedIn] of measuredPages(s)) {
      const session = signedIn ? s.session : undefined;
      const federated = (await visitAndFetch(browser, s.url(path), { session })).fetched;
      const bundled = (await visitAndFetch(browser, single.url(path), { session })).fetched;
      const remotes = remotesLoaded(federated, new URL(s.stack.shellUrl).origin);
      const budget = floor.onePage + Math.max(0, remotes - 1) * floor.perContainer + remotes * PER_REMOTE_ALLOWANCE;
      record({
        section,
        metric: `${label} (${kb(firstLoad(federated))} − ${kb(firstLoad(bundled))} KiB, ${remotes} remote${remotes === 1 ? '' : 's'})`,
        value: kb(firstLoad(federated) - firstLoad(bundled)),
        unit: 'KiB',
        budget: kb(budget),
      });
      const dup = duplicatesOnPage(federated, index, s.stack.urls);
      const names = [...dup.twice.keys()];
      record({
        section: dupSection,
        metric: `${label}: modules held twice (${dup.matched} of ${dup.files} JS files found in the stats)`,
        value: names.length,
        unit: names.length ? `(${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''})` : '',
        budget: 0,
      });
      const runtime = [...dup.runtime.keys()];
      record({
        section: dupSection,
        metric: `${label}: federation runtime modules in more than one container (part of the floor)`,
        value: runtime.length,
        unit: runtime.length ? `(${runtime.slice(0, 3).join(', ')}${runtime.length > 3 ? ', …' : ''})` : '',
      });
      const perApp = [...dup.perApp.keys()].map((key) => key.replace('/src/', '/'));
      record({
        section: dupSection,
        metric: `${label}: contracts/ and shared-hooks/ modules in the shell and a remote (bundled per app by design, in the bytes above)`,
        value: perApp.length,
        unit: perApp.length ? `(${perApp.join(', ')})` : '',
      });
      // A file the stats do not know would hide its modules from the check.
      record({ section: dupSection, metric: `${label}: JS files not in the stats`, value: dup.files - dup.matched, unit: '', budget: 0 });
    }
  } finally {
    await browser.close();
  }
}
