import { useEffect, useState } from 'react';
import { fetchCurrentEmail } from '../../features/account/api/fetch-current-email';

/**
 * The signed-in account's current email, read from the backend once per account: undefined while it is asked,
 * then the backend's answer, or the session's address when the backend could not say.
 */
export function useCurrentEmail(userId: string | undefined, sessionEmail: string): string | undefined {
  const [answer, setAnswer] = useState<{ userId: string; email: string | null }>();
  useEffect(() => {
    if (!userId) return;
    let active = true;
    void fetchCurrentEmail().then((email) => {
      if (active) setAnswer({ userId, email });
    });
    return () => {
      active = false;
    };
  }, [userId]);
  if (!userId || answer?.userId !== userId) return undefined;
  return answer.email ?? sessionEmail;
}
