import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '../../../../common/constants';
import type { ClassListItem } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The home page shows the first FEATURED_COUNT classes of GET /api/classes (/home) and asks
 * for only those (`limit`). The key sits under '/api/classes', so a booking's invalidation refreshes
 * it with the rest.
 */
export const featuredClassesQuery = queryOptions({
  queryKey: queryKeys.classes.list({ limit: FEATURED_COUNT }),
  queryFn: ({ signal }) =>
    apiRequest<ClassListItem[]>('GET', `/api/classes?limit=${FEATURED_COUNT}`, { signal }),
});

export function useFeaturedClasses() {
  return useQuery(featuredClassesQuery);
}
