// A production build deploys no source map (issue 47 §4): the content remote built as `npm run build` builds it has no
// `.map` and no `sourceMappingURL` anywhere in its dist/, and its dist-maps/ beside it has the map of every script.
import fs from 'node:fs';
import path from 'node:path';
import { buildApps, ROOT } from './build-apps';
import { appByDir } from './build-config/apps';
import { mapsIn } from './publish-source-maps';

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test("a production build's dist/ holds no map and names none; its maps are in dist-maps/", async () => {
  await buildApps([appByDir('mfe-content')], 'production');
  const dist = path.join(ROOT, 'mfe-content', 'dist');
  const deployed = files(dist);
  expect(deployed.filter((f) => f.endsWith('.map'))).toEqual([]);
  expect(deployed.filter((f) => /\.(js|json|html|css)$/.test(f) && fs.readFileSync(f, 'utf8').includes('sourceMappingURL'))).toEqual([]);

  const scripts = deployed.filter((f) => /\/assets\/[^/]+\.js$/.test(f)).map((f) => path.relative(dist, f));
  expect(scripts.length).toBeGreaterThan(5);
  const maps = mapsIn(path.join(ROOT, 'mfe-content', 'dist-maps'));
  expect([...maps.keys()].sort()).toEqual(scripts.sort());
  const terms = scripts.find((s) => s.includes('TermsPage'))!;
  expect(JSON.parse(fs.readFileSync(maps.get(terms)!, 'utf8')).sources).toContainEqual(
    expect.stringMatching(/src\/pages\/terms\/TermsPage\.tsx$/),
  );
}, 180_000);
