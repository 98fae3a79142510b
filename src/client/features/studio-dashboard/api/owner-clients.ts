import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Client, ClientDetail } from '../../../../common/schemas/owner-clients';
import { apiPage, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 20;

/** GET /api/owner/clients: by name, a page at a time by the Link header's cursor (like the catalogue). */
export function useOwnerClients(studioId: string | undefined, q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.owner.clients.pages(studioId, q),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (studioId) query.set('studioId', studioId);
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return apiPage<Client>(`/api/owner/clients?${query}`, signal, { signedIn: true });
    },
    getNextPageParam: (last) => last.next ?? undefined,
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/owner/clients/:userId: one client's history at the owner's studios. */
export function useOwnerClient(userId: string) {
  return useQuery({
    queryKey: queryKeys.owner.clients.detail(userId),
    queryFn: ({ signal }) =>
      apiRequest<ClientDetail>('GET', `/api/owner/clients/${encodeURIComponent(userId)}`, { signal }),
  });
}
