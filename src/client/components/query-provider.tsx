import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Mounted by the parts that fetch (the marketplace layout, the two forms) rather than at the root, so
 * the landing page's first load does not carry the query library. All of them share one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
