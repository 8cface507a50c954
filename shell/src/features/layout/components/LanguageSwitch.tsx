import type { MouseEvent } from 'react';
import { LOCALE_NAMES, withBase, type Locale } from '@nism/contracts';
import { openLanguageAddress, rememberLanguage } from '@nism/platform';
import { useAuth } from '@nism/shared-auth';
import { styled, theme, useLocale, useLocation } from '@nism/shared-ui';
import { saveLanguage } from '../api/save-language';
import { useMessages } from '../../../lib/messages';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0.5rem 0.7rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${theme.colors.highlight};
  }
`;

const otherThan = (locale: Locale): Locale => (locale === 'en' ? 'hi' : 'en');

/**
 * This page in the other language: a plain link to its address, so it works before the page's scripts arrive (the
 * document's language-choice script remembers a language reached by the site's own link). With the scripts, a
 * signed-in learner's profile keeps the choice too.
 */
export function LanguageSwitch() {
  const t = useMessages();
  const locale = useLocale();
  const other = otherThan(locale);
  const { pathname, search, hash } = useLocation();
  const { user } = useAuth();
  const href = withBase(pathname, other) + search + hash;

  const go = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLanguage(other);
    if (user) await saveLanguage(other); // a failure keeps the choice in this browser only
    openLanguageAddress(href);
  };

  return (
    <SwitchLink
      href={href}
      hrefLang={other}
      lang={other}
      title={other === 'hi' ? t.readInHindi() : t.readInEnglish()}
      onClick={(event) => void go(event)}
    >
      {LOCALE_NAMES[other]}
    </SwitchLink>
  );
}
