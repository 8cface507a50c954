import { useEffect, useRef } from 'react';
import { isLocale, withBase } from '@nism/contracts';
import { openLanguageAddress, rememberLanguage } from '@nism/platform';
import { useAuth } from '@nism/shared-auth';
import { useLocale, useLocation } from '@nism/shared-ui';

/**
 * A learner who signs in takes their profile's language: this browser remembers it, and the page moves to it when
 * it is in the other one. A page that opens with a session already in keeps the browser's choice.
 */
export function useLanguageFromProfile(): void {
  const { user, loading } = useAuth();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedOut = useRef<boolean | null>(null);
  useEffect(() => {
    if (loading) return;
    const wasSignedOut = signedOut.current;
    signedOut.current = !user;
    const language: unknown = user?.user_metadata?.language;
    if (!user || wasSignedOut !== true || !isLocale(language)) return;
    rememberLanguage(language);
    if (language !== locale) openLanguageAddress(withBase(pathname, language) + search);
  }, [user, loading, locale, pathname, search]);
}
