import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/bookings/:id/cancel: the server decides late or free; asking twice answers the same. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { body: {} }),
    // The freed place shows at once wherever its session is on screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll }),
  });
}
