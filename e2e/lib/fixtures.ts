// The Playwright fixtures of every journey: `test` and `expect` come from here, never from @playwright/test.
//
// - `stack` (worker, automatic): the apps of the project (option `stackApps`) over a fresh local-supabase, started
//   once per worker on free ports and stopped with it; lib/stack.ts's `site`, `stopApp`, `stopBackend`, … act on it.
// - `user` (test): a fresh confirmed account, made through the admin API with the service role (each worker's
//   database is thrown away with its stack).
// - `signedInPage` (test): a page whose context already holds `user`'s session, as the `role` option says
//   (`test.use({ role: 'editor' })`; learner by default). Each role's grant is in ROLE_GRANTS.
import { passSecondFactor } from './second-factor';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { AppName } from '../../tools/build-config/apps';
import { adminClient } from './admin';
import { uniqueEmail } from './auth';
import { startTestStack } from './start-stack';
import { setCurrentStack, stack as currentStack, type RunningTestStack } from './stack';

export type Role = 'learner' | 'editor' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

/** Gives the user a staff role through grant_staff_role, as `npm run studio:grant` does (the service role). */
async function grantStaffRole(user: TestUser): Promise<void> {
  const { error } = await adminClient().rpc('grant_staff_role', { p_email: user.email, p_role: user.role });
  if (error) throw new Error(`grant_staff_role(${user.role}): ${error.message}`);
}

/**
 * What makes a fresh user of a role (before it signs in, so its token carries the role). A role added later needs a
 * grant here; one without (null) fails the test that asks for it, naming the role.
 */
export const ROLE_GRANTS: Record<Role, ((user: TestUser) => Promise<void>) | null> = {
  learner: async () => {},
  editor: grantStaffRole,
  admin: grantStaffRole,
};

export const USER_PASSWORD = 'journey-pass1';

/** The options a project sets in its `use` (playwright.config.ts). */
export interface StackOptions {
  /** The apps this project's stack serves; the first one's origin is the base URL. */
  stackApps: AppName[];
}

interface WorkerFixtures extends StackOptions {
  stack: RunningTestStack;
}

export interface RoleOptions {
  /** Who `signedInPage` is signed in as (`test.use({ role: 'editor' })`). */
  role: Role;
}

interface TestFixtures extends RoleOptions {
  user: TestUser;
  signedInPage: Page;
}

/** The session supabase-js stores for a signed-in user, as the apps' client keeps it in localStorage. */
export async function storedSession(email: string, password: string): Promise<{ name: string; value: string }> {
  const store = new Map<string, string>();
  const client = createClient(currentStack.backendUrl, currentStack.publishableKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      // The apps' key (platform's authStorageKey): `sb-<first host label>-auth-token`.
      storageKey: `sb-${new URL(currentStack.backendUrl).hostname.split('.')[0]}-auth-token`,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  // Staff pass their second factor, as they would in the studio before saving anything (issue 46).
  if (['editor', 'admin'].includes(data.user.app_metadata.role as string)) await passSecondFactor(client);
  const [[name, value]] = [...store];
  return { name, value };
}

/** A new context (a new visitor) whose `origin` already holds the user's session, as after signing in there. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  user: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const session = await storedSession(user.email, user.password);
  return browser.newContext({ ...options, storageState: { cookies: [], origins: [{ origin, localStorage: [session] }] } });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stackApps: [['shell', 'catalog', 'checkout', 'testing', 'content', 'studio'], { scope: 'worker', option: true }],
  stack: [
    async ({ stackApps }, provide) => {
      const running = await startTestStack(stackApps);
      setCurrentStack(running);
      try {
        await provide(running);
      } finally {
        setCurrentStack(null);
        await running.close();
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ stack }, provide) => provide(stack.shellUrl),

  role: ['learner', { option: true }],
  user: async ({ role }, provide) => {
    const email = uniqueEmail(role);
    const { data, error } = await adminClient().auth.admin.createUser({
      email,
      password: USER_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Journey User', marketing_opt_in: false },
    });
    if (error) throw error;
    const user: TestUser = { id: data.user.id, email, password: USER_PASSWORD, role };
    const grant = ROLE_GRANTS[role];
    if (!grant) throw new Error(`No way to make a user "${role}" yet: add it to ROLE_GRANTS in e2e/lib/fixtures.ts`);
    await grant(user);
    await provide(user);
  },
  signedInPage: async ({ browser, user, baseURL }, provide) => {
    const context = await signedInContext(browser, baseURL!, user);
    const page = await context.newPage();
    await provide(page);
    await context.close();
  },
});

export { expect };
