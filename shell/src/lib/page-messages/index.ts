import { useMemo } from 'react';
import { defineMessages } from '@nism/shared-ui';
import { english as layoutEnglish, useMessages as useLayoutMessages } from '../messages';
import pageEnglish from './en.generated';

// The texts of the shell's own pages (sign-in, register, reset, confirm, account) and the helpers they use: loaded
// with those pages, not with the layout every page has (the layout's catalog is ../messages). A page reads both.
const pageMessages = defineMessages(pageEnglish, { hi: () => import(/* webpackChunkName: "hi-page-messages" */ './hi.generated') });

/** The layout's and the page's messages, in the language the address names. */
export function useMessages() {
  const layout = useLayoutMessages();
  const page = pageMessages.useMessages();
  return useMemo(() => ({ ...layout, ...page }), [layout, page]);
}

/** The English messages: the default of a helper that takes `t` (tests and callers without a page call it bare). */
export const english = { ...layoutEnglish, ...pageEnglish };

/** The messages in one language; what a helper outside React takes to say something. */
export type Messages = typeof english;
export type MessageKey = keyof Messages;
