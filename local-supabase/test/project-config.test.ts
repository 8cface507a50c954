// supabase/config.toml as local-supabase reads it: typed values, defaults, both CLI layouts, typos refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/db/migrate';
import { functionsWithoutJwt } from '../src/functions/routes';
import { readProjectConfig } from '../src/project-config';

const dirs: string[] = [];
function project(toml: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'project-config-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

test("the repository's config.toml: auth, rate limits, functions and max_rows", () => {
  const config = readProjectConfig(path.join(repoRoot, 'supabase'));
  expect(config.api.maxRows).toBe(1000);
  expect(config.auth.siteUrl).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):3000$/);
  expect(config.auth.additionalRedirectUrls).toContain('http://localhost:3001/**');
  expect(config.auth.email).toMatchObject({ enableConfirmations: true, doubleConfirmChanges: true });
  expect(config.auth.rateLimit.signInSignUps).toBeGreaterThan(0);
  // No function leans on the platform's verify_jwt, which cannot check the new signing keys: each checks its caller.
  expect([...functionsWithoutJwt(config)]).toEqual([
    'create-razorpay-order',
    'verify-razorpay-payment',
    'razorpay-webhook',
    'send-outbox-mail',
  ]);
});

test("the repository's branded mail templates: subject and the HTML the hosted project sends too", () => {
  const { templates } = readProjectConfig(path.join(repoRoot, 'supabase')).auth.email;
  // Issue 51: in the learner's language (mail-templates.test.ts renders them).
  const subject = (hindi: string, english: string) => `{{ if eq .Data.language "hi" }}${hindi}{{ else }}${english}{{ end }}`;
  expect(Object.fromEntries(Object.entries(templates).map(([name, t]) => [name, t.subject]))).toEqual({
    confirmation: subject('NISM Practice के लिए अपने ईमेल की पुष्टि करें', 'Confirm your email for NISM Practice'),
    recovery: subject('अपना NISM Practice पासवर्ड रीसेट करें', 'Reset your NISM Practice password'),
    email_change: subject('NISM Practice के लिए अपने नए ईमेल की पुष्टि करें', 'Confirm your new email for NISM Practice'),
  });
  // Issue 46: each mail links to the site's confirm page (a scanner's GET uses nothing up) and carries the 6-digit code.
  for (const t of Object.values(templates)) {
    expect(t.html).toContain('{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}');
    expect(t.html).toContain('{{ .SiteURL }}/hi/auth/confirm?token_hash={{ .TokenHash }}');
    expect(t.html).toContain('{{ .Token }}');
    expect(t.html).not.toContain('{{ .ConfirmationURL }}');
  }
});

test('no config.toml: every key takes its default (confirmations on)', () => {
  const config = readProjectConfig(path.join(os.tmpdir(), 'no-such-project-here'));
  expect(config.auth).toMatchObject({
    jwtExpiry: 3600,
    refreshTokenReuseInterval: 10,
    minimumPasswordLength: 6,
    enableSignup: true,
    additionalRedirectUrls: [],
  });
  expect(config.auth.email).toMatchObject({ enableConfirmations: true, doubleConfirmChanges: true, maxFrequencySeconds: 60 });
  expect(config.auth.email.templates.confirmation.subject).toBe('Confirm Your Signup'); // GoTrue's own
  expect(config.functions).toEqual({});
  expect(config.auth.captcha).toEqual({ enabled: false, provider: 'hcaptcha', secret: '' });
  expect(config.auth.email.otpExpirySeconds).toBe(86400);
});

test('[auth.captcha]: off in the repository; a secret given as env(NAME) is read from the environment', () => {
  expect(readProjectConfig(path.join(repoRoot, 'supabase')).auth.captcha.enabled).toBe(false);
  process.env.TEST_CAPTCHA_SECRET = 'from-env';
  const on = readProjectConfig(project(`[auth.captcha]\nenabled = true\nprovider = "turnstile"\nsecret = "env(TEST_CAPTCHA_SECRET)"\n`));
  expect(on.auth.captcha).toEqual({ enabled: true, provider: 'turnstile', secret: 'from-env' });
  expect(() => readProjectConfig(project(`[auth.captcha]\nprovider = "recaptcha"\n`))).toThrow('auth.captcha.provider must be');
});

test('both CLI layouts: [local_smtp] or [inbucket], signups off in [auth] or [auth.email], max_frequency as a duration', () => {
  const newer = readProjectConfig(
    project(`[local_smtp]\nport = 60001\n[auth]\nenable_signup = false\n[auth.email]\nmax_frequency = "1m30s"\n`),
  );
  expect(newer.inbox.port).toBe(60001);
  expect(newer.auth.enableSignup).toBe(false);
  expect(newer.auth.email.maxFrequencySeconds).toBe(90);
  const older = readProjectConfig(
    project(`[inbucket]\nport = 60002\n[auth.email]\nenable_signup = false\n[functions.hook]\nverify_jwt = false\n`),
  );
  expect(older.inbox.port).toBe(60002);
  expect(older.auth.enableSignup).toBe(false);
  expect([...functionsWithoutJwt(older)]).toEqual(['hook']);
});

test('a value of the wrong type is an error naming the key, never a silent default', () => {
  expect(() => readProjectConfig(project(`[auth.email]\ndouble_confirm_changes = "yes"\n`))).toThrow(
    /auth\.email\.double_confirm_changes must be true or false/,
  );
  expect(() => readProjectConfig(project(`[auth]\nadditional_redirect_urls = "http://x"\n`))).toThrow(
    /additional_redirect_urls must be an array of strings/,
  );
  expect(() => readProjectConfig(project(`[auth.rate_limit]\nemail_sent = -1\n`))).toThrow(/email_sent must be a non-negative integer/);
  expect(() => readProjectConfig(project(`[auth]\nsite_url = \n`))).toThrow();
});
