import { lazy, Suspense, useEffect } from 'react';
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

export function useToaster(): void {
  useEffect(requestToaster, []);
}
