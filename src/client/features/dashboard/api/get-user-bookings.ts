import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Private (bearer token): kept only while on screen, so a later account never sees it. */
const userBookingsQuery = queryOptions({
  queryKey: queryKeys.user.bookings,
  queryFn: ({ signal }) => apiRequest<Booking[]>('GET', '/api/user/bookings', { signal }),
  gcTime: 0,
});

export function useUserBookings() {
  return useQuery(userBookingsQuery);
}
