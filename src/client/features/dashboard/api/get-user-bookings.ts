import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LifecycleBooking } from '../../../lib/booking-lifecycle';

/** Private (bearer token): kept only while on screen, so a later account never sees it. */
export const userBookingsQuery = queryOptions({
  queryKey: ['/api/user/bookings'],
  queryFn: ({ signal }) => apiRequest<LifecycleBooking[]>('GET', '/api/user/bookings', { signal }),
  gcTime: 0,
});

export function useUserBookings() {
  return useQuery(userBookingsQuery);
}
