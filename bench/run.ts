// `npm run bench [section...]`: the performance suite. Prints one table, writes it as JSON under .bench/, and exits
// non-zero when a budget is over (lib/verdict.ts: a lab ratio only when its whole 90 % interval is). Sections run in this order; the browser sections share one production stack
// on free ports (bench/lib/site.ts), stopped before exit. Run it under the shared lock: `flock /tmp/e2e.lock npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { benchBackend } from './backend';
import { benchProgress } from './backend/progress';
import { benchBuild } from './build';
import { benchBytes } from './bytes';
import { benchFederation } from './federation';
import { benchInteraction } from './interaction';
import { benchLab } from './lab';
import { failures, printTable, rows, summary } from './lib/report';
import { stopSite } from './lib/site';
import { stopSingleSite } from './federation/single-site';

const SECTIONS: Record<string, () => Promise<void>> = {
  // First, so the stack below serves what it just built.
  build: benchBuild,
  bytes: benchBytes,
  lab: benchLab,
  interaction: benchInteraction,
  federation: benchFederation,
  backend: benchBackend,
  progress: benchProgress,
  import: () => import('./backend/studio-import').then((m) => m.benchStudioImport()),
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const names = wanted.length ? wanted : Object.keys(SECTIONS);
  for (const name of names) if (!SECTIONS[name]) throw new Error(`Unknown section "${name}". Known: ${Object.keys(SECTIONS).join(', ')}`);
  const started = Date.now();
  try {
    for (const name of names) {
      console.log(`\n## ${name}`);
      await SECTIONS[name]();
    }
  } finally {
    await stopSingleSite();
    await stopSite();
  }
  printTable();
  const out = path.resolve(__dirname, '..', '.bench');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify({ at: new Date().toISOString(), sections: names, rows }, null, 2));
  console.log(
    `\nBench took ${Math.round((Date.now() - started) / 1000)} s. Budgets: ${summary()} (undecided rows do not fail; their intervals are above).`,
  );
  const over = failures();
  if (over.length) {
    console.error(`\n${over.length} budget(s) missed: ${over.map((r) => `${r.section} ${r.metric}`).join('; ')}`);
    process.exit(1);
  }
  console.log(`\nNo budget over (${summary()}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
