import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, so Back and Forward return to it. */
const positions = new Map<string, number>();

/**
 * A new page starts at its top; changing only the query (filters, sort) keeps the scroll position;
 * Back and Forward return to where that entry was scrolled (with the list's pages still in the query
 * cache, a browse list after Show More is as long as it was).
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(pathname);

  // A layout effect: the listener of the entry being left is removed in the same commit that swaps in
  // the next page, before the browser lays that page out. Removed later (a passive effect runs after
  // paint), it could hear the scroll event of the next page's shorter layout and remember the
  // clamped position instead of where the reader was: Back then landed hundreds of pixels short.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry (key) is the trigger.
  useEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (pathname !== lastPathname.current) window.scrollTo(0, 0);
    lastPathname.current = pathname;
  }, [key]);
  return null;
}
