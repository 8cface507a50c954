// `npm run content:import -- content/va [content/xa ...]`: loads content folders into a project through the
// studio's import, signed in as a staff member (an admin: it creates and publishes papers), exactly as a fresh local
// database loads them. Against the local backend by default, as its demo admin; for a hosted project set
// SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY, STUDIO_EMAIL, STUDIO_PASSWORD and STUDIO_TOTP_CODE (the admin's current code from
// their authenticator app: studio writes need a second factor, issue 46; locally the demo admin's is computed). A paper
// already published is left alone, so it can run again after new files are added. content/README.md has the file format.
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { apiKeys, DEFAULT_JWT_SECRET, importContentFolder } from '@nism/local-supabase';
import { demoStaffCode } from '../local-supabase/demo/staff-totp';

async function main(): Promise<void> {
  const folders = process.argv.slice(2);
  if (!folders.length) throw new Error('usage: npm run content:import -- <content folder> [more folders]');
  const url = process.env.SUPABASE_URL ?? `http://localhost:${process.env.PORT ?? 54321}`;
  const local = /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);
  const publishableKey =
    process.env.SUPABASE_PUBLISHABLE_KEY ?? (local ? (await apiKeys(process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET)).publishable : undefined);
  const email = process.env.STUDIO_EMAIL ?? (local ? 'admin@example.com' : undefined);
  const password = process.env.STUDIO_PASSWORD ?? (local ? 'practice123' : undefined);
  if (!publishableKey || !email || !password)
    throw new Error('For a hosted project set SUPABASE_PUBLISHABLE_KEY, STUDIO_EMAIL and STUDIO_PASSWORD');
  const db = createClient(url, publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error: signInError } = await db.auth.signInWithPassword({ email, password });
  if (signInError) throw new Error(`Sign-in as ${email} failed: ${signInError.message}`);
  const code = process.env.STUDIO_TOTP_CODE ?? (local ? demoStaffCode() : undefined);
  const { data: factors } = await db.auth.mfa.listFactors();
  const factor = factors?.totp[0];
  if (!factor || !code) throw new Error(`${email} needs a second factor: set it up in the studio, then pass STUDIO_TOTP_CODE`);
  const { error: mfaError } = await db.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (mfaError) throw new Error(`The second factor of ${email} failed: ${mfaError.message}`);
  const rpc = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await db.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message} (${error.code})`);
    return data as unknown;
  };
  const failed: string[] = [];
  for (const folder of folders) failed.push(...(await importContentFolder(rpc, path.resolve(folder), (line) => console.log(line))));
  if (failed.length) throw new Error(`${failed.length} file(s) not published; the lines above say why`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
