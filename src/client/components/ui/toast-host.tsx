import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/idle';
import { requestToaster, useToasterNeeded } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster only once something may toast, so the landing page's first load
 * stays within its budget. Screens that can raise a toast call useToaster() to load it ahead of time.
 */
export function ToastHost() {
  const needed = useToasterNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Loads the toaster once the browser is idle: ahead of any toast, but never competing with the
 * page's own first work (a toast raised earlier waits in the store and shows when it mounts).
 */
export function useToaster(): void {
  useEffect(() => whenIdle(requestToaster), []);
}
