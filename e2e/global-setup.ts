// Before any worker starts its stack: build what is stale once (each worker's startStack would otherwise build
// the same apps at the same time), and migrate and seed one database whose copy every worker's backend starts from
// (E2E_SEEDED_DUMP), instead of each worker seeding its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '../local-supabase/src/index';
import { APPS } from '../tools/build-config/apps';
import { buildApps, isStale } from '../tools/build-apps';

export default async function globalSetup(): Promise<() => void> {
  const stale = APPS.filter(isStale);
  if (stale.length) {
    console.log(`Building ${stale.map((a) => a.dir).join(', ')} ...`);
    await buildApps(stale, 'production');
  }
  const seeded = await startLocalSupabase({ port: 0, inboxPort: 0, dataDir: null, quiet: true });
  const dump = await (seeded.db as unknown as { dump(): Promise<Blob> }).dump();
  await seeded.stop();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-seeded-'));
  const file = path.join(dir, 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.E2E_SEEDED_DUMP = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
