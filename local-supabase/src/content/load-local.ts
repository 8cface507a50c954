// A new local database gets the repository's content (content/<exam>/) as a deployed project does: through the
// studio's functions (import-folder.ts), here called in-process as the demo admin, so the cached template holds it
// and every throwaway database starts with it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from '../db/engine';
import { importContentFolder, type Rpc } from './import-folder';
import { SITE_TEXTS_DIR } from './import-site-texts';

const DEMO_ADMIN = 'admin@example.com';

function sqlRpcAs(engine: Engine, userId: string, email: string): Rpc {
  // aal2: studio writes need a second factor (issue 46); this trusted in-process load stands for the demo admin, who has one.
  const claims = JSON.stringify({
    sub: userId,
    email,
    role: 'authenticated',
    aud: 'authenticated',
    aal: 'aal2',
    app_metadata: { role: 'admin' },
  });
  return (fn, args) =>
    engine.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await tx.exec('set local role authenticated');
      const names = Object.keys(args);
      // Parameters of unknown type: PostgreSQL takes each one's type from the function's signature, as PostgREST's call does.
      const call = `select to_jsonb(public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})) as result`;
      const values = names.map((n) => {
        const v = args[n];
        if (v === null || v === undefined) return null;
        // A list of words is a text[] (a paper's languages), written as PostgreSQL's array literal; any other object
        // or list (rows, reviews) is jsonb.
        if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return `{${v.map((x) => JSON.stringify(x)).join(',')}}`;
        return typeof v === 'object' ? JSON.stringify(v) : String(v);
      });
      const { rows } = await tx.query<{ result: unknown }>(call, values);
      return rows[0]?.result;
    });
}

/** Content folders in name order; what was loaded, one line each (a file that could not be published says why). */
export async function loadLocalContent(engine: Engine, contentDir: string): Promise<string[]> {
  if (!existsSync(contentDir)) return [];
  const { rows } = await engine.query<{ id: string }>('select id from auth.users where email = $1', [DEMO_ADMIN]);
  if (!rows[0]) throw new Error(`The content needs the demo admin (${DEMO_ADMIN}) to load it`);
  const rpc = sqlRpcAs(engine, rows[0].id, DEMO_ADMIN);
  const loaded: string[] = [];
  for (const dir of readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    // The site texts last: a plan's benefit lines are the ones its published papers make.
    .sort((a, b) => Number(a === SITE_TEXTS_DIR) - Number(b === SITE_TEXTS_DIR) || a.localeCompare(b))) {
    await importContentFolder(rpc, path.join(contentDir, dir), (line) => loaded.push(`content/${dir}/${line}`));
  }
  return loaded;
}
