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

/** The Bookings tab: newest first, a page at a time by the server's cursor. */
export function useOwnerBookings(studioId: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.owner.bookings.pages(studioId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (studioId) query.set('studioId', studioId);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<OwnerBookingPage>('GET', `/api/owner/bookings?${query}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Switching studios keeps the last list on screen until the new one arrives, instead of a skeleton.
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
