import { getSupabase } from 'platform';

/** The shared supabase client (typed by shared-auth's Database). */
export const db = getSupabase;
