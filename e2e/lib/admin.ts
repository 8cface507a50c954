import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { stack } from './stack';

/**
 * A service-role client of the stack's backend, for checking what the database holds and arranging what no page
 * can (a deadline in the past). supabase-js needs a WebSocket class on Node 20 even when realtime is unused.
 */
export const admin = createClient(stack.backendUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
});
