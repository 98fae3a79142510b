import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CancelResult } from '../../../lib/booking-lifecycle';

/** POST /api/bookings/:id/cancel: the server decides late or free; asking twice answers the same. */
export function useCancelBooking() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest<CancelResult>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { body: {} }),
  });
}
