import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioDetail } from '../../../../common/schemas/class';
import { apiRequest } from '../../../lib/api-client';

export function studioQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/studios', id],
    queryFn: ({ signal }) =>
      apiRequest<StudioDetail>('GET', `/api/studios/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useStudio(id: string) {
  return useQuery(studioQuery(id));
}
