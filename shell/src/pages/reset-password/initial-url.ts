// supabase-js (detectSessionInUrl) reads a recovery link's fragment when the client is created and then
// clears it, possibly before this page mounts. This module is evaluated with the route table, before the
// client exists, so it keeps the URL the visitor actually arrived with.
import { paths, withoutBase } from '@nism/contracts';

let initialUrl: string | null = typeof window === 'undefined' ? null : window.location.href;

/** The arrival URL, if it was a /reset-password link not yet used by the page. */
export function arrivalResetUrl(): string | null {
  if (!initialUrl) return null;
  return withoutBase(new URL(initialUrl).pathname).startsWith(paths.resetPassword()) ? initialUrl : null;
}

/** Called once the page has used the link, so a later visit in the same tab is judged on its own URL. */
export function forgetArrivalUrl(): void {
  initialUrl = null;
}
