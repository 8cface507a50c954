// The pages to prerender again because content changed: the database records each exam whose paper, information,
// blueprint or plan changed (supabase/schema/prerender.sql), and taking the requests
// clears them. An exam's change touches home, the exams list and its own information and plans pages.
import { paths } from '@nism/contracts';

/** The public pages an exam's content appears on. */
export function pagesOfExams(examIds: readonly string[]): string[] {
  if (!examIds.length) return [];
  return [...new Set([paths.home(), paths.exams(), ...examIds.flatMap((id) => [paths.examInfo(id), paths.plans(id)])])];
}

/** Takes the backend's prerender requests (service role) and returns the pages they touch; none: []. */
export async function takeRequestedPages(supabaseUrl: string, secretKey: string): Promise<string[]> {
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/take_prerender_requests`, {
    method: 'POST',
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`take_prerender_requests answered ${response.status}: ${await response.text()}`);
  const rows = (await response.json()) as (string | { take_prerender_requests: string })[];
  return pagesOfExams(rows.map((r) => (typeof r === 'string' ? r : r.take_prerender_requests)));
}

/** How often a running stack looks for pages to render again. */
const REFRESH_EVERY_MS = 5_000;

/**
 * Every few seconds, renders again the pages the backend's requests touch (`render`: the stack's prerender of those
 * pages). A page that fails keeps its last good HTML and is rendered again at its exam's next change. `now()` renders
 * what is requested at once and resolves when no render is left in progress (a bench that changed content waits for
 * its pages before measuring them); `stop()` ends the refreshes, waiting for a render in progress.
 */
export function refreshRequestedPages(
  supabaseUrl: string,
  secretKey: string,
  render: (pages: string[]) => Promise<{ written: string[]; failed: { path: string }[] }>,
): { now(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const refresh = async () => {
    try {
      const pages = await takeRequestedPages(supabaseUrl, secretKey);
      if (!pages.length) return;
      const report = await render(pages);
      console.log(`Prerendered again after a content change: ${report.written.join(', ')}`);
      if (report.failed.length) console.warn(`warning: not prerendered again: ${report.failed.map((f) => f.path).join(', ')}`);
    } catch (error) {
      console.warn(`warning: the prerender refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const next = () => (running = running.then(refresh));
  const timer = setInterval(next, REFRESH_EVERY_MS);
  timer.unref();
  return {
    now: () => next(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
