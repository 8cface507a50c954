// Versions that mean something (issue 48): the shared packages are versioned by changesets, and the federation's
// checks between the shell and the remotes use those versions.
import fs from 'node:fs';
import path from 'node:path';
import { sharedDependencies } from './build-config/federation-shared';

const ROOT = path.resolve(__dirname, '..');
const versionOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version as string;

test('changesets version the private workspace packages too', () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, '.changeset', 'config.json'), 'utf8'));
  expect(config.privatePackages).toEqual({ version: true, tag: false });
  expect(config.baseBranch).toBe('main');
});

test("the shell's shared packages are strict singletons: a remote requires ^ the minor it was built with", () => {
  for (const dir of ['platform', 'shared-ui', 'shared-auth']) {
    const shared = sharedDependencies[`@nism/${dir}` as keyof typeof sharedDependencies] as {
      requiredVersion: string;
      strictVersion?: boolean;
    };
    expect(versionOf(dir)).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = versionOf(dir).split('.');
    expect(shared).toMatchObject({ requiredVersion: `^${major}.${minor}.0`, strictVersion: true });
  }
});

test('every app depends on the shared packages at their current versions (changeset version keeps them in step)', () => {
  const shared = ['contracts', 'db-types', 'platform', 'shared-ui', 'shared-auth', 'shared-hooks', 'dev-harness'];
  const stale = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-testing', 'mfe-content', 'mfe-studio'].flatMap((app) => {
    const deps = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).dependencies as Record<string, string>;
    return shared
      .filter((dir) => deps[`@nism/${dir}`] && deps[`@nism/${dir}`] !== versionOf(dir))
      .map((dir) => `${app}: @nism/${dir}@${deps[`@nism/${dir}`]}`);
  });
  expect(stale).toEqual([]);
});
