import { useQuery } from '@tanstack/react-query';
import type { ViewerSession } from '../../common/schemas/session';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { queryKeys } from './query-keys';

export type { ViewerSession };

const NONE: ReadonlyMap<string, ViewerSession> = new Map();

/**
 * The signed-in viewer's places on a class's sessions (booked, held, waitlisted), by session id. The
 * class page itself is public and cached, the same for everyone; this one private read, made only once
 * signed in (never while the server draws the page), adds what is the viewer's own. Read afresh on
 * every visit: a place changes on other pages (paid, expired, promoted).
 */
export function useViewerSessions(classId: string) {
  const { token } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.user.classPlaces.of(classId),
    queryFn: ({ signal }) =>
      apiRequest<ViewerSession[]>('GET', `/api/user/classes/${encodeURIComponent(classId)}/sessions`, {
        signal,
      }),
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
    select: (places) => new Map(places.map((place) => [place.sessionId, place])),
  });
  return { places: token === null ? NONE : (query.data ?? NONE), refetch: query.refetch };
}
