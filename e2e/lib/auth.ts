import type { Page } from 'playwright-core';
import { stack, site } from './stack';

export const LEARNER = { email: 'learner@example.com', password: 'practice123' };
export const NEWCOMER = { email: 'newcomer@example.com', password: 'practice123' };

/** Signs in through the real login form and waits for the redirect to /exams. */
export async function signIn(page: Page, { email, password } = LEARNER): Promise<void> {
  await page.goto(site('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/exams$/);
}

export interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail sent to an address, from local-supabase's inbox API (waits for it to arrive). */
export async function latestMail(to: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as Mail[];
    if (messages.length) return messages[messages.length - 1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}
