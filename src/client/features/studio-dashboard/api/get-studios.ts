import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Studio } from '../../../../common/schemas/studio';
import { apiRequest } from '../../../lib/api-client';

// The public list's key: the catalogue and the dashboard share one answer. SPEC §6 filters it by
// owner on the client (the bearer token goes with it, as with every call).
export const studiosQuery = queryOptions({
  queryKey: ['/api/studios'],
  queryFn: ({ signal }) => apiRequest<Studio[]>('GET', '/api/studios', { signal }),
});

export function useStudios() {
  return useQuery(studiosQuery);
}
