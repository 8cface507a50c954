// Supabase entry: the runtime-neutral handler with Deno's environment and the npm supabase-js.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createRazorpayOrderHandler } from '../_shared/create-razorpay-order.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

Deno.serve(
  createRazorpayOrderHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL')!,
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    env: Deno.env.toObject(),
    fetch: globalThis.fetch,
    createClient: (url, key) => createClient(url, key, { auth: { persistSession: false } }) as unknown as ServiceClient,
  }),
);
