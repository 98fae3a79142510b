import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '../../../../common/constants';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';

/**
 * The home page shows the first FEATURED_COUNT classes of GET /api/classes (SPEC §2, /home) and keeps only
 * those: the server-rendered page then carries 3 classes in its HTML instead of the whole catalogue
 * (about 100 KB that a phone would download and parse to show three cards). The key sits under
 * '/api/classes', so a booking's invalidation refreshes it with the rest.
 */
export const featuredClassesQuery = queryOptions({
  queryKey: ['/api/classes', { featured: FEATURED_COUNT }],
  queryFn: async ({ signal }) =>
    (await apiRequest<ClassWithDetails[]>('GET', '/api/classes', { signal })).slice(0, FEATURED_COUNT),
});

export function useFeaturedClasses() {
  return useQuery(featuredClassesQuery);
}
