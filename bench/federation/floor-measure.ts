// Measures federation's floor (floor-build.ts) in the browser: what a first visit to the floor's page fetches (JS,
// gzip), federated and not, with one remote and with two. Each plugin size option is one more variant of the same
// code; a variant that does not show its remotes' pages is reported as broken, not as a saving.
import type { Browser } from 'playwright-core';
import type { RuntimeConfig } from '@nism/platform';
import { serveStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';
import { visitAndFetch } from '../bytes/visit';
import { kb, total } from '../lib/fetched';
import { record } from '../lib/report';
import { buildFloor, FLOOR_DIR, FLOOR_VARIANTS } from './floor-build';
import path from 'node:path';

export interface FederationFloor {
  /** Federated minus single, gzip JS, for a page that loads one remote (bytes). */
  onePage: number;
  /** What each further remote container adds, federated minus single (bytes). */
  perContainer: number;
}

interface VariantBytes {
  one: number;
  two: number;
  works: boolean;
}

async function measureVariant(browser: Browser, key: string, config: RuntimeConfig): Promise<VariantBytes> {
  await buildFloor(key);
  const server = await serveStatic({ root: path.join(FLOOR_DIR, key), port: await freePort(), config });
  try {
    const visit = async (remotes: string, expect: string[]) => {
      const { fetched, text } = await visitAndFetch(browser, `${server.url}/?remotes=${remotes}`, { waitFor: '#root main' });
      return { js: total(fetched, 'js').gzip, works: expect.every((t) => text.includes(t)) };
    };
    const one = await visit('floor_a', ['Floor page A']);
    const two = await visit('floor_a,floor_b', ['Floor page A', 'Floor page B']);
    return { one: one.js, two: two.js, works: one.works && two.works };
  } finally {
    await server.close();
  }
}

/** Builds and measures every variant; records the floor and what each size option saves on it. */
export async function measureFederationFloor(browser: Browser, config: RuntimeConfig): Promise<FederationFloor> {
  const section = 'bytes: federation floor (minimal host + remotes, JS gzip)';
  const results: Record<string, VariantBytes> = {};
  for (const key of Object.keys(FLOOR_VARIANTS)) results[key] = await measureVariant(browser, key, config);
  const single = results.single;
  const base = results.federated;
  if (!single.works || !base.works) throw new Error('The federation floor page did not show its remote pages');
  const floor = { onePage: base.one - single.one, perContainer: base.two - base.one - (single.two - single.one) };
  record({ section, metric: 'single build: one page / two', value: kb(single.one), unit: `KiB / ${kb(single.two)} KiB` });
  record({ section, metric: 'federated: one remote / two', value: kb(base.one), unit: `KiB / ${kb(base.two)} KiB` });
  record({ section, metric: 'floor for one page (federated − single)', value: kb(floor.onePage), unit: 'KiB' });
  record({ section, metric: 'floor per further remote container', value: kb(floor.perContainer), unit: 'KiB' });
  for (const [key, variant] of Object.entries(FLOOR_VARIANTS)) {
    if (key === 'single' || key === 'federated') continue;
    const r = results[key];
    record({
      section,
      metric: `size option ${variant.label}: saves, one remote / two`,
      value: r.works ? kb(base.one - r.one) : NaN,
      unit: r.works ? `KiB / ${kb(base.two - r.two)} KiB` : 'KiB (BROKEN: the page did not show its remotes)',
    });
  }
  return floor;
}
