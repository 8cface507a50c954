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

/** Registers through the auth API and opens the confirmation link, as a user clicking it in their mail would. */
export async function createConfirmedUser(email: string, password: string): Promise<void> {
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(site('/login'))}`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, authorization: `Bearer ${stack.publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Journey User', marketing_opt_in: false } }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
  const confirm = await fetch(mail.links[0], { redirect: 'manual' });
  if (!/#access_token=/.test(confirm.headers.get('location') ?? ''))
    throw new Error(`confirmation failed: ${confirm.headers.get('location')}`);
}
