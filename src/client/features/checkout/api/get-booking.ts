import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Private (bearer token, owner only): kept only while on screen. */
export function bookingQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<Booking>('GET', `/api/bookings/${encodeURIComponent(id)}`, { signal }),
    gcTime: 0,
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQuery(id));
}
