// The production config push: config.production.toml over config.toml, refused when a value would name this machine
// or an env() it needs is unset, and a file the pinned Supabase CLI loads without complaint.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { mergeConfig, productionConfig, productionConfigProblems, writeWorkdir } from './supabase-config-push';

const PRODUCTION = {
  SITE_URL: 'https://practice.example.in',
  SITE_REDIRECT_URL: 'https://practice.example.in/**',
  SMTP_HOST: 'smtp.mailer.example',
  SMTP_USER: 'apikey',
  SMTP_PASS: 'secret',
  SMTP_SENDER: 'no-reply@practice.example.in',
};

test('config.toml alone would push the local site URL and redirects: refused, naming them', () => {
  const local = parse(fs.readFileSync(path.join(__dirname, '..', 'supabase', 'config.toml'), 'utf8'));
  const problems = productionConfigProblems(local, {});
  expect(problems).toContain('auth.site_url names this machine (http://localhost:3000)');
  expect(problems.some((p) => p.startsWith('auth.additional_redirect_urls[0] names this machine'))).toBe(true);
});

test('with the production values set, nothing names this machine and the production rules win', () => {
  const config = productionConfig();
  expect(productionConfigProblems(config, PRODUCTION)).toEqual([]);
  expect(config).toMatchObject({
    auth: { site_url: 'env(SITE_URL)', additional_redirect_urls: ['env(SITE_REDIRECT_URL)'], minimum_password_length: 8 },
  });
  // The local mail inbox is `supabase start`'s only: it never reaches the hosted project and is not judged.
  expect(productionConfigProblems(mergeConfig(config, { local_smtp: { host: 'localhost' } }), PRODUCTION)).toEqual([]);
});

test.each([
  [{ SITE_URL: 'http://localhost:3000' }, 'auth.site_url names this machine (SITE_URL=http://localhost:3000)'],
  [
    { SITE_REDIRECT_URL: 'http://127.0.0.1:3000/**' },
    'auth.additional_redirect_urls[0] names this machine (SITE_REDIRECT_URL=http://127.0.0.1:3000/**)',
  ],
  [{ SMTP_PASS: '' }, 'auth.email.smtp.pass: SMTP_PASS is not set'],
])('a push with %j is refused: %s', (env, problem) => {
  expect(productionConfigProblems(productionConfig(), { ...PRODUCTION, ...env })).toEqual([problem]);
});

test('the pinned Supabase CLI loads the written config with no warning (env() filled in from the environment)', () => {
  const workdir = writeWorkdir(productionConfig());
  try {
    // A command that loads the config, then fails to reach a database that is not there.
    const run = spawnSync('npx', ['supabase', 'db', 'lint', '--remote=postgresql://nobody@127.0.0.1:1/none', '--workdir', workdir], {
      env: { ...process.env, ...PRODUCTION },
      encoding: 'utf8',
    });
    const said = `${run.stdout}${run.stderr}`
      .split('\n')
      .filter((l) => l && !l.startsWith('npm warn'))
      .join('\n');
    expect(said).toMatch(/failed to connect to postgres/);
    expect(said).not.toMatch(/invalid config|^WARN/im);
  } finally {
    fs.rmSync(workdir, { recursive: true, force: true });
  }
}, 30_000);
