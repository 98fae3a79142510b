import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../common/constants';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bookingQuery } from './get-booking';

/**
 * POST /api/bookings/:id/payment, with the demo card or from the gift balance; the checkout then shows
 * the paid booking.
 */
export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod = 'demo') =>
      apiRequest<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/payment`, {
        body: { method },
      }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(bookingId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.bookings });
    },
    // A refusal (the hold ran out, say) means the booking changed: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingQuery(bookingId).queryKey }),
  });
}
