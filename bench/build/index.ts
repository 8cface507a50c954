// Build section: wall time of a clean production build of every app (output folders emptied first; no cache).
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../../tools/build-config/apps';
import { buildApps, ROOT } from '../../tools/build-apps';
import { record } from '../lib/report';
import { round } from '../lib/stats';

export async function benchBuild(): Promise<void> {
  for (const app of APPS) fs.rmSync(path.join(ROOT, app.dir, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  await buildApps(APPS, 'production');
  record({
    section: 'build',
    metric: 'clean production build, all apps',
    value: round((performance.now() - started) / 1000),
    unit: 's',
    budget: 30,
  });
}
