import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top; changing only the query (filters, sort) keeps the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
