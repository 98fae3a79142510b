import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Attendance, OwnerBookingPage, OwnerStats } from '../../../../common/schemas/owner-booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshOwnerData } from './owner-studios';

const ownerStatsQuery = queryOptions({
  queryKey: queryKeys.owner.stats,
  queryFn: ({ signal }) => apiRequest<OwnerStats>('GET', '/api/owner/stats', { signal }),
});

export function useOwnerStats() {
  return useQuery(ownerStatsQuery);
}

const PAGE_SIZE = 20;

/** The Bookings tab's filters; each one left empty filters nothing. */
export interface BookingFilters {
  studioId?: string;
  /** London dates, both included: the session's day. */
  from?: string;
  to?: string;
  sessionId?: string;
  /** Part of the student's name or e-mail. */
  q?: string;
}

/** The Bookings tab: soonest session first, a page at a time by the server's cursor. */
export function useOwnerBookings(filters: BookingFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.owner.bookings.pages({ ...filters }),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), sort: 'session' });
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<OwnerBookingPage>('GET', `/api/owner/bookings?${query}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Changing a filter keeps the last list on screen until the new one arrives, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** One session's roster. */
export function useRoster(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.owner.bookings.roster(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<OwnerBookingPage>('GET', `/api/owner/bookings?sessionId=${sessionId}&limit=100`, { signal }),
    enabled,
  });
}

export function useCancelSession(sessionId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<unknown>('POST', `/api/sessions/${sessionId}/cancel`, { body: { reason } }),
    onSuccess: refresh,
  });
}

export function useMarkAttendance(bookingId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (attendance: Attendance) =>
      apiRequest<unknown>('POST', `/api/bookings/${bookingId}/attendance`, { body: { attendance } }),
    onSuccess: refresh,
  });
}
