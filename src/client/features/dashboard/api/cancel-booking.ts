import { useMutation } from '@tanstack/react-query';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bookings/:id/cancel: the server decides late or free; asking twice answers the same. */
export function useCancelBooking() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { body: {} }),
  });
}
