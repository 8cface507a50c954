import { notify } from '@nism/shared-ui';
import { UNEXPECTED, type AuthOutcome } from './checks';

/** Toasts a failed auth outcome: the backend's reason under `title`, or the generic message. */
export function notifyFailure(title: string, outcome: Exclude<AuthOutcome, { ok: true }>): void {
  if ('refused' in outcome) notify.error(title, outcome.refused);
  else notify.error(UNEXPECTED.title, UNEXPECTED.description);
}
