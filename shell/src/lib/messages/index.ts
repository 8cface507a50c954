import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

/** The shell's texts: its navigation, footer and own pages, in the language the address names. */
export const { useMessages } = defineMessages(english, { hi: () => import(/* webpackChunkName: "hi-messages" */ './hi.generated') });

/** The shell's messages in one language; what a helper outside React takes to say something. */
export type Messages = typeof english;
export type MessageKey = keyof Messages;

/** The English messages: the default of a helper that takes `t` (tests and callers without a page call it bare). */
export { english };
