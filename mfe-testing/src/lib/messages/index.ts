import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

/** The testing remote's texts (exam detail, attempt, results, progress, practice), in the language the shell chose. */
export const { useMessages } = defineMessages(english, {
  hi: () => import(/* webpackChunkName: "hi-messages" */ './hi.generated'),
});

/** The messages of one language: what a helper outside React takes to build its text. */
export type Messages = typeof english;

/** The English messages, for a text that is also a constant (a test names the exact English). */
export { english };
