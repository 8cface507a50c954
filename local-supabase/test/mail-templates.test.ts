// The mails local-supabase sends with the repository's config.toml: the branded templates of supabase/templates
// (which the hosted project sends too), their placeholders filled, with a plain-text part.
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

test('plain text from HTML: paragraphs, links with their address, entities decoded', () => {
  expect(plainText('<div><h1>Hi &amp; welcome</h1><p>Open <a href="https://x.test/?a=1&amp;b=2">this</a> now.</p></div>')).toBe(
    'Hi & welcome\n\nOpen this (https://x.test/?a=1&b=2) now.',
  );
});
