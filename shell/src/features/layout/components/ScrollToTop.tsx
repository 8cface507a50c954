import { useLayoutEffect } from 'react';
import { useLocation } from '@nism/shared-ui';

/** A new route starts at the top of the page, as a full page load would (before it paints, so it never flashes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
