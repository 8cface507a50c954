// Anonymous visitors doing the worst they can while the learners sit the paper (issue 13 item 8): the regex and
// the fan-out embeds of the issue (now refused at once), and the heaviest reads local-supabase still accepts (an
// embed chain eight levels deep, wide embeds, deep or-trees, long in() lists, a scan by regex), several in flight
// at once, bounded in count. The learners' save latency with and without it is the measure.
import { percentile, round } from '../bench/lib/stats';
import { getFrom, regexFloodPath } from './from-address';

/** Addresses the regex flood of issue 27 item 1 comes from, one request at a time each (127.0.0.20-31). */
const REGEX_ADDRESSES = Array.from({ length: 12 }, (_, i) => `127.0.0.${20 + i}`);

/** Embeds alternating test_papers (to-many) and exams (to-one), `widths[i]` of them at level i, all columns. */
function chain(widths: number[], level = 0, paper = true): string {
  if (level === widths.length) return '*';
  const table = paper ? 'test_papers' : 'exams';
  const embeds = Array.from({ length: widths[level] }, (_, i) => `${table[0]}${level}${i}:${table}(${chain(widths, level + 1, !paper)})`);
  return ['*', ...embeds].join(',');
}

const WORST_READS = [
  // the two attacks: a backtracking regex and seven levels of repeated embeds
  `exams?select=id&description=match.${encodeURIComponent('^(.*)(.*)(.*)\\1\\2\\3$')}`,
  `exams?select=${chain([2, 2, 2, 2, 2, 2, 2])}`,
  // the heaviest reads still accepted
  `exams?select=${chain([1, 1, 1, 1, 1, 1, 1, 1])}`,
  `exams?select=${chain([1, 1, 1, 1, 1])}`,
  `exams?select=${chain([2, 2, 2])}`,
  `exams?select=${chain([16, 1])}`,
  `exams?select=*&or=(${'or('.repeat(63)}id.is.null,description.ilike.*a*${')'.repeat(63)})`,
  `test_papers?select=*&id=in.(${Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-b000-${String(i).padStart(12, '0')}`).join(',')})`,
  `test_papers?select=*,exams(*)&name=match.${encodeURIComponent('^(.*)(.*)(.*)(.*)(.*)$')}`,
];

export interface FloodReport {
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  maxMs: number;
  p95Ms: number;
  /** The regex flood from twelve addresses. */
  regex: { sent: number; byStatus: Record<string, number>; maxMs: number };
}

/**
 * Sends WORST_READS round and round, `inFlight` at a time, until stop() or `maxRequests`; and from twelve other
 * addresses at once, the regex that froze PGlite for 4-9 s (issue 27 item 1), a fresh last character each time.
 */
export function startFlood(url: string, publishableKey: string, inFlight = 8, maxRequests = 20_000): { stop(): Promise<FloodReport> } {
  const report: FloodReport = { sent: 0, byStatus: {}, serverErrors: 0, maxMs: 0, p95Ms: 0, regex: { sent: 0, byStatus: {}, maxMs: 0 } };
  const times: number[] = [];
  let stopping = false;
  const regexFlood = REGEX_ADDRESSES.map(async (address) => {
    while (!stopping) {
      const r = await getFrom(`${url}${regexFloodPath(report.regex.sent++)}`, { apikey: publishableKey }, address);
      report.regex.byStatus[r.status] = (report.regex.byStatus[r.status] ?? 0) + 1;
      report.regex.maxMs = Math.max(report.regex.maxMs, round(r.ms));
      if (r.status >= 500 || r.status === 0) report.serverErrors++;
    }
  });
  const worker = async () => {
    while (!stopping && report.sent < maxRequests) {
      const path = WORST_READS[report.sent++ % WORST_READS.length];
      const t = performance.now();
      let status = 'network error';
      try {
        const res = await fetch(`${url}/rest/v1/${path}`, { headers: { apikey: publishableKey, 'accept-encoding': 'identity' } });
        await res.arrayBuffer();
        status = String(res.status);
        if (res.status >= 500) report.serverErrors++;
      } catch {
        report.serverErrors++;
      }
      times.push(performance.now() - t);
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    }
  };
  const workers = Array.from({ length: inFlight }, worker);
  return {
    async stop() {
      stopping = true;
      await Promise.all([...workers, ...regexFlood]);
      report.maxMs = round(Math.max(0, ...times));
      report.p95Ms = round(percentile(times, 95));
      return report;
    },
  };
}
