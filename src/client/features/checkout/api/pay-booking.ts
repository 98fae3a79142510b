import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../common/constants';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bookingQuery } from './get-booking';

/**
 * How the student pays: by the demo card, from the gift balance, or the balance first and the card the
 * rest (useGiftBalance, docs/decisions/0127). The server works out the amounts.
 */
export type PaymentChoice = { method: PaymentMethod; useGiftBalance?: boolean };

/**
 * POST /api/bookings/:id/payment, with the demo card, from the gift balance, or both; the checkout then
 * shows the paid booking.
 */
export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentChoice) =>
      apiRequest<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/payment`, {
        body: payment,
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
