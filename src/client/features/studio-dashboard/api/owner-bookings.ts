import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshOwnerData } from './owner-studios';

/** One booking on the owner's sessions, with the student who made it (GET /api/owner/bookings). */
export interface OwnerBooking {
  id: string;
  status: string;
  amountPaid: string;
  createdAt: string;
  cancellationReason: string | null;
  attendance: 'attended' | 'no-show' | null;
  student: { firstName: string | null; lastName: string | null; email: string };
  session: { id: string; startTime: string; endTime: string; status: string };
  class: { id: string; title: string; serviceType: string };
  studio: { id: string; name: string };
}

export interface OwnerBookingPage {
  bookings: OwnerBooking[];
  nextCursor: string | null;
}

export interface OwnerStats {
  totalStudios: number;
  activeClasses: number;
  totalBookings: number;
  avgRating: number;
  upcomingSessions: number;
  revenue: string;
}

export const ownerStatsQuery = queryOptions({
  queryKey: ['/api/owner/stats'],
  queryFn: ({ signal }) => apiRequest<OwnerStats>('GET', '/api/owner/stats', { signal }),
});

export function useOwnerStats() {
  return useQuery(ownerStatsQuery);
}

const PAGE_SIZE = 20;

/** The Bookings tab: newest first, a page at a time by the server's cursor. */
export function useOwnerBookings() {
  return useInfiniteQuery({
    queryKey: ['/api/owner/bookings', 'all'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OwnerBookingPage>(
        'GET',
        `/api/owner/bookings?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One session's roster. */
export function useRoster(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/owner/bookings', 'session', sessionId],
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
    mutationFn: (attendance: 'attended' | 'no-show') =>
      apiRequest<unknown>('POST', `/api/bookings/${bookingId}/attendance`, { body: { attendance } }),
    onSuccess: refresh,
  });
}
