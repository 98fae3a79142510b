import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Availability } from '../../common/schemas/availability';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** How often places on screen are read again while the page is visible. */
export const LIVE_PLACES_EVERY_MS = 30_000;

interface Listed {
  id: string;
  status: string;
  availableSpots: number;
}

/**
 * The sessions with their places as they are now (docs/decisions/0123). The catalogue's answer may be
 * CATALOGUE_CACHE_SECONDS old; GET /api/availability is not. Asked once the page is in the browser
 * (never while the server draws it), again when the tab regains focus, and every 30 seconds while
 * it is visible. Until it answers, the catalogue's figures stand.
 */
export function useLivePlaces<S extends Listed>(sessions: S[]): S[] {
  const ids = sessions.map((session) => session.id);
  const query = useQuery({
    queryKey: queryKeys.availability(ids),
    queryFn: ({ signal }) =>
      apiRequest<Availability>('GET', `/api/availability?sessions=${ids.join(',')}`, { signal }),
    enabled: ids.length > 0,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: LIVE_PLACES_EVERY_MS,
  });
  const live = query.data && new Map(query.data.sessions.map((session) => [session.id, session]));
  if (!live) return sessions;
  return sessions.map((session) => {
    const now = live.get(session.id);
    return now ? { ...session, availableSpots: now.placesLeft, status: now.status } : session;
  });
}

/** Reads every screen's places again: after the viewer's own booking, cancellation or waitlist change. */
export function useRefreshLivePlaces(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.availabilityAll }), [client]);
}
