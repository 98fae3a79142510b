import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AVAILABILITY_MAX_SESSIONS } from '../../common/constants';
import type { Availability, SessionAvailability } from '../../common/schemas/availability';
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
 * Places as they are now, of the sessions named (docs/decisions/0123). The catalogue's answer may be
 * CATALOGUE_CACHE_SECONDS old; GET /api/availability is not. Asked once the page is in the browser
 * (never while the server draws it), again when the tab regains focus, and every 30 seconds while
 * it is visible. Undefined until it answers: until then the catalogue's figures stand.
 */
function useAvailabilityNow(ids: string[]): Map<string, SessionAvailability> | undefined {
  const query = useQuery({
    queryKey: queryKeys.availability(ids),
    queryFn: ({ signal }) => askInTurns(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: LIVE_PLACES_EVERY_MS,
  });
  return query.data && new Map(query.data.map((session) => [session.id, session]));
}

/** A long list paged with "Show More" can hold more sessions than one question may name. */
async function askInTurns(ids: string[], signal: AbortSignal): Promise<SessionAvailability[]> {
  const batches: string[][] = [];
  for (let at = 0; at < ids.length; at += AVAILABILITY_MAX_SESSIONS) {
    batches.push(ids.slice(at, at + AVAILABILITY_MAX_SESSIONS));
  }
  const answers = await Promise.all(
    batches.map((batch) =>
      apiRequest<Availability>('GET', `/api/availability?sessions=${batch.join(',')}`, { signal }),
    ),
  );
  return answers.flatMap((answer) => answer.sessions);
}

function withPlacesNow<S extends Listed>(session: S, live: Map<string, SessionAvailability>): S {
  const now = live.get(session.id);
  return now ? { ...session, availableSpots: now.placesLeft, status: now.status } : session;
}

/** The sessions of a class page with their places as they are now. */
export function useLivePlaces<S extends Listed>(sessions: S[]): S[] {
  const live = useAvailabilityNow(sessions.map((session) => session.id));
  return live ? sessions.map((session) => withPlacesNow(session, live)) : sessions;
}

/**
 * The classes of a list (cards on the home page, /browse, a studio's or teacher's page, saved
 * classes) with their sessions' places as they are now: one question for every session on screen.
 */
export function useLiveClasses<C extends { upcomingSessions: Listed[] }>(classes: C[]): C[] {
  const live = useAvailabilityNow(
    classes.flatMap((cls) => cls.upcomingSessions.map((session) => session.id)),
  );
  if (!live) return classes;
  return classes.map((cls) => ({
    ...cls,
    upcomingSessions: cls.upcomingSessions.map((session) => withPlacesNow(session, live)),
  }));
}

/** Reads every screen's places again: after the viewer's own booking, cancellation or waitlist change. */
export function useRefreshLivePlaces(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.availabilityAll }), [client]);
}
