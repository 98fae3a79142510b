import { type ReactNode, useEffect } from 'react';

/**
 * Marks the document once a page is live: drawn by the browser, or adopted (hydrated) from the
 * server's HTML, so its buttons answer. It sits inside the page's Suspense boundary, so its effect
 * runs only when the page itself has committed. Automated checks wait for the mark instead of guessing.
 */
export function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return children;
}
