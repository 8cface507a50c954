// Before any worker starts its stack: build what is stale once (each worker's startStack would otherwise build
// the same apps at the same time).
import { APPS } from '../tools/apps';
import { buildApps, isStale } from '../tools/build-apps';

export default async function globalSetup(): Promise<void> {
  const stale = APPS.filter(isStale);
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((a) => a.dir).join(', ')} ...`);
  await buildApps(stale, 'production');
}
