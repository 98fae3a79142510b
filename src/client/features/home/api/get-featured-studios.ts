import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '../../../../common/constants';
import type { Studio } from '../../../../common/schemas/studio';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The first FEATURED_COUNT studios of GET /api/studios (/home), and only those. */
export const featuredStudiosQuery = queryOptions({
  queryKey: queryKeys.studios.list({ limit: FEATURED_COUNT }),
  queryFn: ({ signal }) => apiRequest<Studio[]>('GET', `/api/studios?limit=${FEATURED_COUNT}`, { signal }),
});

export function useFeaturedStudios() {
  return useQuery(featuredStudiosQuery);
}
