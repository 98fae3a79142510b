import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassFilters, ClassWithDetails } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-client';

export function classesQuery(filters: ClassFilters) {
  const queryKey = ['/api/classes', filters] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<ClassWithDetails[]>('GET', urlFromQueryKey(queryKey), { signal }),
  });
}

export function useClasses(filters: ClassFilters) {
  return useQuery(classesQuery(filters));
}
