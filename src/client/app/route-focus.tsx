import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the new page's heading: lazy code and its data may take a moment. */
const WAIT_MS = 5_000;

/**
 * After a move to another page (not the first load, not a change of query alone), focus goes to the
 * new page's heading, as a screen reader user expects of a new page: otherwise it stays on a link
 * that is gone, and the next Tab starts again from the top of the document. Focus is only moved if
 * nobody has put it somewhere on the new page meanwhile.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (pathname === lastPathname.current) return;
    lastPathname.current = pathname;
    const leftOn = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === leftOn || !active.isConnected;
    };
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading || !untouched()) return Boolean(heading);
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The page is still loading: watch for its heading, for a while.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
  return null;
}
