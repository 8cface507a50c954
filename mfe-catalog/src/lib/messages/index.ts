import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

/** The catalog's texts (home, exams, exam information, plans), in the language the shell chose. */
export const { useMessages } = defineMessages(english, {
  hi: () => import(/* webpackChunkName: "hi-messages" */ './hi.generated'),
});
