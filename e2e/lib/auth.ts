import type { Page } from '@playwright/test';
import { stack, site } from './stack';

export const LEARNER = { email: 'learner@example.com', password: 'practice123' };
export const NEWCOMER = { email: 'newcomer@example.com', password: 'practice123' };

/** Signs in through the real login form and waits for the redirect to /exams. */
export async function signIn(page: Page, { email, password } = LEARNER): Promise<void> {
  await page.goto(site('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/exams$/);
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

/**
 * The newest mail sent to an address, from local-supabase's inbox API (waits for it to arrive).
 * `subject` picks one kind of mail; `after` skips mails up to a known id (e.g. a second reset mail).
 */
export async function latestMail(
  to: string,
  { subject, after = 0, timeoutMs = 10_000 }: { subject?: string; after?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as Mail[];
    // local-supabase lists an address's mail newest first, so the first match is the newest.
    const match = messages.find((m) => m.id > after && (!subject || m.subject === subject));
    if (match) return match;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

/** A unique address per run, so journeys never collide with seeded users or each other. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The token hash a mailed link carries to the site's confirm page (issue 46: the page's button uses it, a GET does not). */
export const tokenHashOf = (link: string) => new URL(link).searchParams.get('token_hash') ?? '';

/** The 6-digit code a mail carries. */
export const codeOf = (mail: Mail) => /\n(\d{6})\n/.exec(mail.text)?.[1] ?? '';

/** Uses a mailed link's code as the confirm page's button does (POST /verify with its token hash). */
export async function verifyMailLink(link: string, type: 'signup' | 'recovery' | 'email_change'): Promise<Response> {
  return fetch(`${stack.backendUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ type, token_hash: tokenHashOf(link) }),
  });
}

/** Registers through the auth API and uses the confirmation link's code, as a user pressing its page's button would. */
export async function createConfirmedUser(email: string, password: string): Promise<void> {
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(site('/login'))}`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, authorization: `Bearer ${stack.publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Journey User', marketing_opt_in: false } }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
  const confirm = await verifyMailLink(mail.links[0], 'signup');
  if (!confirm.ok) throw new Error(`confirmation failed: ${confirm.status} ${await confirm.text()}`);
}
