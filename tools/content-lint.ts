// `npx tsx tools/content-lint.ts`: the content lint (contracts/src/content-lint) over every live paper, the seed's and
// content/'s, one line per finding, then per paper the share of keys that are the strictly longest option and what
// "always pick the longest option" scores. `--table` prints the full-length mocks' scores as a Markdown table
// (content/README.md). Exits non-zero on a blocking finding.
import { blocking, formatFinding, keyIsLongest, lintPapers, longestOptionScore } from '@nism/contracts/content-lint';
import { chaptersOf, livePapers } from './live-papers';

const papers = livePapers();
const findings = lintPapers(papers, chaptersOf);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

if (process.argv.includes('--table')) {
  console.log('| Paper | Questions | Key strictly longest | Always pick the longest scores |');
  console.log('| --- | --- | --- | --- |');
  for (const p of papers.filter((p) => /full-length/i.test(p.paper)))
    console.log(
      `| ${p.paper} | ${p.questions.length} | ${pct(p.questions.filter(keyIsLongest).length / p.questions.length)} | ${pct(longestOptionScore(p.questions))} |`,
    );
} else {
  for (const f of findings) console.log(formatFinding(f));
  console.log('');
  for (const p of papers)
    console.log(
      `${p.paper}: ${p.questions.length} questions, key strictly longest ${pct(p.questions.filter(keyIsLongest).length / p.questions.length)}, always-pick-longest ${pct(longestOptionScore(p.questions))}`,
    );
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(`${f.check} ${f.severity}`, (counts.get(`${f.check} ${f.severity}`) ?? 0) + 1);
  console.log(`\n${findings.length} findings: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}`);
}
process.exit(blocking(findings).length ? 1 : 0);
