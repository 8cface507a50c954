// `npm run build [app...]`: production builds of the given apps (all by default), in one multi-compiler.
import { buildApps } from './build-apps';
import { APPS, appByDir } from './apps';

const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const apps = names.length ? names.map(appByDir) : [...APPS];
const started = Date.now();
buildApps(apps, 'production')
  .then(() => console.log(`Built ${apps.map((a) => a.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
