import { defineMessages } from '../i18n';
import english from './en.generated';

/** shared-ui's own texts (the not-found page, the spinner, a password field's toggle, a toast's copy button). */
export const { useMessages } = defineMessages(english, {
  hi: () => import(/* webpackChunkName: "hi-messages-shared-ui" */ './hi.generated'),
});
