import { createClient } from '@supabase/supabase-js';
import { stack } from './stack';

/**
 * A service-role client of the stack's backend, for checking what the database holds and arranging what no page
 * can (a deadline in the past).
 */
export const admin = createClient(stack.backendUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
