import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@nism/shared-ui';

/**
 * The URL's search params and a setter that replaces them (no history entry per keystroke): shared-ui's router
 * re-exports no useSearchParams, so this is the studio's own.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
