// What every Deno entry hands its runtime-neutral handler on Supabase: the project's URL and service key,
// Deno's environment, fetch, and supabase-js (pinned by each function's deno.json).
import { createClient } from '@supabase/supabase-js';
import type { ServiceClient } from '../_shared/service-client.ts';

export function denoDeps() {
  return {
    supabaseUrl: Deno.env.get('SUPABASE_URL')!,
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    env: Deno.env.toObject(),
    fetch: globalThis.fetch,
    createClient: (url: string, key: string) => createClient(url, key, { auth: { persistSession: false } }) as unknown as ServiceClient,
  };
}
