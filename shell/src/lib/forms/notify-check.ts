import { notify } from '@nism/shared-ui';
import { english, type Messages } from '../page-messages';
import { refusalText, unexpected, type AuthOutcome } from './checks';

/** Toasts a failed auth outcome: the backend's reason under `title`, or the generic message, in the language of `t`. */
export function notifyFailure(title: string, outcome: Exclude<AuthOutcome, { ok: true }>, t: Messages = english): void {
  if ('refused' in outcome) notify.error(title, refusalText(outcome.refused, t));
  else {
    const generic = unexpected(t);
    notify.error(generic.title, generic.description);
  }
}
