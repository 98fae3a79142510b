import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '../../../../common/schemas/session';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Private (bearer token; the meeting link is for people who booked): kept only while on screen. */
function sessionQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.sessions.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<SessionDetail>('GET', `/api/sessions/${encodeURIComponent(id)}`, { signal }),
    gcTime: 0,
  });
}

export function useSession(id: string) {
  return useQuery(sessionQuery(id));
}
