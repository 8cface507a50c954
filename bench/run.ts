// `npm run bench [section...]`: the performance suite. Prints one table, writes it as JSON under .bench/, and exits
// non-zero when a budget is missed. Sections: backend (more arrive with the performance issue).
import fs from 'node:fs';
import path from 'node:path';
import { benchBackend } from './backend';
import { failures, printTable, rows } from './lib/report';

const SECTIONS: Record<string, () => Promise<void>> = {
  backend: benchBackend,
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const names = wanted.length ? wanted : Object.keys(SECTIONS);
  for (const name of names) {
    const run = SECTIONS[name];
    if (!run) throw new Error(`Unknown section "${name}". Known: ${Object.keys(SECTIONS).join(', ')}`);
    console.log(`\n## ${name}`);
    await run();
  }
  printTable();
  const out = path.resolve(__dirname, '..', '.bench');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  const over = failures();
  if (over.length) {
    console.error(`\n${over.length} budget(s) missed: ${over.map((r) => `${r.section} ${r.metric}`).join('; ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
