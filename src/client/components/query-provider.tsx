import { HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { serverQueryState } from '../lib/hydration';
import { queryClient } from '../lib/query-client';

/** Server rendering gives each page its own client; the browser shares one (lib/query-client). */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

/**
 * Mounted by the parts that fetch (the marketplace layout, the two forms) rather than at the root, so
 * the landing page's first load does not carry the query library. All of them share one client, which
 * starts with the answers a server-rendered page was drawn with.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? queryClient}>
      <HydrationBoundary state={serverClient ? undefined : serverQueryState()}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
