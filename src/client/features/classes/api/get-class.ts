import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';

export function classQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/classes', id],
    queryFn: ({ signal }) =>
      apiRequest<ClassWithDetails>('GET', `/api/classes/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useClass(id: string) {
  return useQuery(classQuery(id));
}
