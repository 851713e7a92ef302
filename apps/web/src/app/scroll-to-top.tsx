import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as a full page load would. Hash links keep their target. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
