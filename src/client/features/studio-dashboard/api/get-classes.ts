import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';

// The unfiltered catalogue's key (as on /browse and /home), so the answer is shared.
export const classesQuery = queryOptions({
  queryKey: ['/api/classes', {}],
  queryFn: ({ signal }) => apiRequest<ClassWithDetails[]>('GET', '/api/classes', { signal }),
});

export function useClasses() {
  return useQuery(classesQuery);
}
