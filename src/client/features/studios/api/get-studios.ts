import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Studio } from '../../../../common/schemas/studio';
import { apiRequest } from '../../../lib/api-client';

export const studiosQuery = queryOptions({
  queryKey: ['/api/studios'],
  queryFn: ({ signal }) => apiRequest<Studio[]>('GET', '/api/studios', { signal }),
});

export function useStudios() {
  return useQuery(studiosQuery);
}
