import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type On401 } from './api-client';

/**
 * The URL a query key stands for: its string and number segments joined with "/", and a trailing
 * object segment turned into a query string (empty values left out), e.g.
 * ['/api/classes', id] -> /api/classes/<id>; ['/api/classes', { serviceType: 'yoga' }] -> /api/classes?serviceType=yoga
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const path: string[] = [];
  const params = new URLSearchParams();
  for (const segment of queryKey) {
    if (typeof segment === 'string' || typeof segment === 'number') {
      path.push(String(segment));
    } else if (segment && typeof segment === 'object') {
      for (const [key, value] of Object.entries(segment)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
    }
  }
  const query = params.toString();
  return query ? `${path.join('/')}?${query}` : path.join('/');
}

function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) =>
    on401 === 'returnNull'
      ? apiRequest<T>('GET', urlFromQueryKey(queryKey), { signal, on401 })
      : apiRequest<T>('GET', urlFromQueryKey(queryKey), { signal });
}

/** Data is never stale, never refetched on its own, and nothing is retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client; server rendering makes a fresh one per page (entry-server.tsx). */
export const queryClient = createQueryClient();
