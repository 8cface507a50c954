import { NEXT_PARAM, safeNext } from '@nism/contracts';
import { useLocation } from '@nism/shared-ui';

/** Where this account screen should send the learner afterwards: `?next=`, only if it is one of this site's pages. */
export function useNext(): string | null {
  return safeNext(new URLSearchParams(useLocation().search).get(NEXT_PARAM));
}
