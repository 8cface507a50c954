// Each app's own pipeline (.github/workflows/<app>.yml): it builds that app, runs that app's Playwright project and
// deploys that app alone through the shared release steps, and can be run by hand to roll it back.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS } from './build-config/apps';

const dir = path.join(__dirname, '..', '.github', 'workflows');
const read = (file: string) => parse(fs.readFileSync(path.join(dir, file), 'utf8'));

test.each(APPS.map((a) => [a.name, a]))('%s has its own workflow, deploying it alone', (name, app) => {
  const workflow = read(`${name}.yml`);
  expect(workflow.on.push.paths).toContain(`${app.dir}/**`);
  expect(workflow.on.workflow_dispatch.inputs.action.options).toEqual(['release', 'rollback']);
  expect(workflow.jobs.deploy.uses).toBe('./.github/workflows/deploy-app.yml');
  expect(workflow.jobs.deploy.with).toMatchObject({ app: app.dir, name, project: name === 'shell' ? 'site' : name });
});

test('the shared steps test the app before deploying it, and move a pointer only after the release is uploaded', () => {
  const { jobs } = read('deploy-app.yml');
  const run = (job: string) => jobs[job].steps.map((s: { run?: string }) => s.run ?? '').join('\n');
  expect(run('test')).toContain('npm run test:e2e -- --project=${{ inputs.project }}');
  expect(jobs.deploy.needs).toBe('test');
  const deploy = run('deploy');
  const order = ['release -- publish', 'releases/" "s3://', 'release -- promote', 's3://$BUCKET/shell/config.json" --cache-control'];
  const at = order.map((step) => deploy.indexOf(step));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});
