import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '../../../../common/constants';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';

export function getClasses() {
  return apiRequest<ClassWithDetails[]>('GET', '/api/classes');
}

// Same key as the unfiltered browse list, so going from here to /browse reuses the answer.
export const featuredClassesQuery = queryOptions({
  queryKey: ['/api/classes', {}],
  queryFn: getClasses,
  select: (classes) => classes.slice(0, FEATURED_COUNT),
});

export function useFeaturedClasses() {
  return useQuery(featuredClassesQuery);
}
