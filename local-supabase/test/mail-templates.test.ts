// The mails local-supabase sends with the repository's config.toml: the branded templates of supabase/templates
// (which the hosted project sends too), their placeholders filled, with a plain-text part.
import fs from 'node:fs';
import path from 'node:path';
import { parseTemplate, renderTemplate } from '../src/auth/go-template';
import { readProjectConfig } from '../src/project-config';
import { plainText } from '../src/mail/mailbox';
import { anonClient, inboxFor, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.stop());

interface FullMail {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

test('a signup confirmation is branded, names the address, and has a plain-text part with the link', async () => {
  const email = `branded-${Date.now()}@example.com`;
  expect((await anonClient(server).auth.signUp({ email, password: 'Passw0rd!' })).error).toBeNull();
  const [mail] = (await inboxFor(server, email)) as FullMail[];
  expect(mail.subject).toBe('Confirm your email for NISM Practice');
  expect(mail.html).toContain(`Confirm ${email} to start practising:`);
  expect(mail.html).toContain(`href="${mail.links[0]}"`);
  // The link opens the site's confirm page (a scanner's GET uses nothing up), with the code's token hash and where to go.
  const link = new URL(mail.links[0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/confirm');
  expect(link.searchParams.get('type')).toBe('signup');
  expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
  expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000');
  expect(mail.text).toContain(`Confirm ${email} to start practising:`);
  expect(mail.text).toContain(`Confirm my email (${mail.links[0]})`);
  // and the 6-digit code, for typing on this or another device
  expect(mail.text).toMatch(/any other device:\n\n\d{6}\n/);
  expect(mail.text).not.toMatch(/<[a-z/]|\{\{/);
});

test('a password reset is branded too', async () => {
  await anonClient(server).auth.resetPasswordForEmail('learner@example.com');
  const [mail] = (await inboxFor(server, 'learner@example.com')) as FullMail[];
  expect(mail.subject).toBe('Reset your NISM Practice password');
  expect(mail.text).toContain('your NISM Practice account, learner@example.com.');
});

test('a learner who signed up in Hindi gets the mail in Hindi: its subject, its text, and the confirm page in Hindi', async () => {
  const email = `hindi-${Date.now()}@example.com`;
  const signUp = await anonClient(server).auth.signUp({ email, password: 'Passw0rd!', options: { data: { language: 'hi' } } });
  expect(signUp.error).toBeNull();
  const [mail] = (await inboxFor(server, email)) as FullMail[];
  expect(mail.subject).toBe('NISM Practice के लिए अपने ईमेल की पुष्टि करें');
  expect(mail.text).toContain(`अभ्यास शुरू करने के लिए ${email} की पुष्टि करें:`);
  expect(mail.text).not.toContain('Confirm my email');
  const link = new URL(mail.links[0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/hi/auth/confirm');
  expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
  expect(mail.text).toMatch(/किसी दूसरे डिवाइस पर:\n\n\d{6}\n/);
  expect(mail.text).not.toMatch(/<[a-z/]|\{\{/);
});

test("the mail's language follows the profile: a learner who switched to Hindi gets the reset in Hindi", async () => {
  const email = `switch-${Date.now()}@example.com`;
  await anonClient(server).auth.signUp({ email, password: 'Passw0rd!', options: { data: { language: 'en' } } });
  expect(((await inboxFor(server, email)) as FullMail[])[0].subject).toBe('Confirm your email for NISM Practice');
  await server.db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language": "hi"}' where email = $1`, [email]);
  await anonClient(server).auth.resetPasswordForEmail(email);
  const reset = ((await inboxFor(server, email)) as FullMail[]).find((m) => m.subject !== 'Confirm your email for NISM Practice')!;
  expect(reset.subject).toBe('अपना NISM Practice पासवर्ड रीसेट करें');
  expect(reset.text).toContain(`हमें आपके NISM Practice खाते, ${email}, का पासवर्ड रीसेट करने का अनुरोध मिला है।`);
});

test('every Hindi text of the mails is the one its reviewer, not its writer, passed (supabase/templates/hi.review.json)', () => {
  const supabaseDir = path.join(__dirname, '..', '..', 'supabase');
  const review = JSON.parse(fs.readFileSync(path.join(supabaseDir, 'templates', 'hi.review.json'), 'utf8')) as Record<
    string,
    { text: string; written_by: string; reviewed_by: string | null; verdict: string | null }
  >;
  const hindi: string[] = [];
  for (const { subject, html } of Object.values(readProjectConfig(supabaseDir).auth.email.templates)) {
    hindi.push(/"hi" \}\}(.*?)\{\{ else \}\}/.exec(subject)![1]);
    for (const m of html.split('{{ else }}')[0].matchAll(/>([^<]*[\u0900-\u097F][^<]*)</g)) hindi.push(m[1].replace(/\s+/g, ' ').trim());
  }
  expect(hindi.sort()).toEqual(
    Object.values(review)
      .map((r) => r.text)
      .sort(),
  );
  for (const [key, r] of Object.entries(review)) {
    expect({ key, verdict: r.verdict }).toEqual({ key, verdict: 'ok' });
    expect(r.reviewed_by?.toLowerCase()).not.toBe(r.written_by.toLowerCase());
  }
});

describe("GoTrue's template language, as far as the templates use it", () => {
  const fields = (values: Record<string, unknown>) => (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);
  const render = (template: string, values: Record<string, unknown>) => renderTemplate(template, fields(values), (v) => v);
  const hello = '{{ if eq .Data.language "hi" }}नमस्ते{{ else if .Data.name }}Hello {{ .Data.name }}{{ else }}Hello{{ end }}, {{ .Email }}';

  test('values and conditionals; a missing key is neither equal nor true, as in Go', () => {
    expect(render(hello, { Data: { language: 'hi' }, Email: 'a@x.in' })).toBe('नमस्ते, a@x.in');
    expect(render(hello, { Data: { name: 'Asha' }, Email: 'a@x.in' })).toBe('Hello Asha, a@x.in');
    expect(render(hello, { Data: {}, Email: 'a@x.in' })).toBe('Hello, a@x.in');
  });

  test.each([
    ['{{ range .Data }}x{{ end }}', 'Unsupported action'],
    ['{{ if eq .Data.language hi }}x{{ end }}', 'Unsupported condition'],
    ['{{ if .Data.language }}x', 'without its {{ end }}'],
    ['x{{ end }}', 'Unsupported action'],
    ['{{ if .A }}a{{ else }}b{{ else }}c{{ end }}', 'a branch after {{ else }}'],
  ])('%s is refused when the template is read', (template, message) => {
    expect(() => parseTemplate(template)).toThrow(message);
  });
});

test('plain text from HTML: paragraphs, links with their address, entities decoded', () => {
  expect(plainText('<div><h1>Hi &amp; welcome</h1><p>Open <a href="https://x.test/?a=1&amp;b=2">this</a> now.</p></div>')).toBe(
    'Hi & welcome\n\nOpen this (https://x.test/?a=1&b=2) now.',
  );
});
