import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Attendance } from '../../../../common/schemas/owner-booking';
import type { Roster, TimetableSession } from '../../../../common/schemas/owner-timetable';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshOwnerData } from './owner-studios';

/** `?from&to&studioId` of the owner's reports: London dates, both included; no studio means all. */
export function rangeQuery(from: string, to: string, studioId: string | undefined): URLSearchParams {
  const query = new URLSearchParams({ from, to });
  if (studioId) query.set('studioId', studioId);
  return query;
}

/** GET /api/owner/sessions: one week of the timetable (or any range of at most six weeks). */
export function useTimetable(from: string, to: string, studioId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.owner.sessions.week(from, to, studioId),
    queryFn: ({ signal }) =>
      apiRequest<TimetableSession[]>('GET', `/api/owner/sessions?${rangeQuery(from, to, studioId)}`, {
        signal,
      }),
    // Going to the next week keeps this one on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/owner/sessions/:id/roster: the check-in screen's people and the waitlist. */
export function useSessionRoster(sessionId: string) {
  return useQuery({
    queryKey: queryKeys.owner.sessions.roster(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<Roster>('GET', `/api/owner/sessions/${encodeURIComponent(sessionId)}/roster`, { signal }),
  });
}

/**
 * "Mark all remaining attended": one request per person, one after the other, so a refusal stops the
 * run with the people before it marked (and shown so after the refresh).
 */
export function useMarkAllAttended() {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: async (bookingIds: string[]) => {
      const attendance: Attendance = 'attended';
      for (const id of bookingIds) {
        await apiRequest<unknown>('POST', `/api/bookings/${id}/attendance`, { body: { attendance } });
      }
    },
    onSettled: refresh,
  });
}
