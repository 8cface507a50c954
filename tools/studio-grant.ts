// `npm run studio:grant -- <editor|admin|none> <email>`: gives a staff role of the content studio to an existing
// account (or removes it), with the service role, through the same logged grant_staff_role an admin uses in the
// studio. It is how a project gets its first admin. Against the local backend by default; for a hosted project set
// SUPABASE_URL and SUPABASE_SECRET_KEY (Project Settings → API). The role reaches the account's token at its
// next sign-in or refresh.
import { createClient } from '@supabase/supabase-js';
import { apiKeys, DEFAULT_JWT_SECRET } from '@nism/local-supabase';

async function main(): Promise<void> {
  const [role, email] = process.argv.slice(2);
  if (!['editor', 'admin', 'none'].includes(role ?? '') || !email) {
    throw new Error('usage: npm run studio:grant -- <editor|admin|none> <email>');
  }
  const url = process.env.SUPABASE_URL ?? `http://localhost:${process.env.PORT ?? 54321}`;
  const key = process.env.SUPABASE_SECRET_KEY ?? (await apiKeys(process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET)).secret;
  const db = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await db.rpc('grant_staff_role', { p_email: email, p_role: role === 'none' ? null : role });
  if (error) throw new Error(`${error.message} (${error.code})`);
  const [granted] = data as { email: string; role: string | null }[];
  console.log(
    granted.role
      ? `${granted.email} is now ${granted.role === 'admin' ? 'an admin' : 'an editor'} of the content studio.`
      : `${granted.email} has no staff role now.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
