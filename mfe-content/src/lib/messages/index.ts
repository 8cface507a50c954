import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

/** The content remote's texts (blog, legal pages, contact), in the language the shell chose. */
export const { useMessages } = defineMessages(english, {
  hi: () => import(/* webpackChunkName: "hi-messages" */ './hi.generated'),
});
