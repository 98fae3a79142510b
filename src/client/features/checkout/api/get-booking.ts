import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LifecycleBooking } from '../../../lib/booking-lifecycle';

/** Private (bearer token, owner only): kept only while on screen. */
export function bookingQuery(id: string) {
  return queryOptions({
    queryKey: ['/api/bookings', id],
    queryFn: ({ signal }) =>
      apiRequest<LifecycleBooking>('GET', `/api/bookings/${encodeURIComponent(id)}`, { signal }),
    gcTime: 0,
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQuery(id));
}
