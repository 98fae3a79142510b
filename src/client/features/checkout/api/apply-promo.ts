import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bookingQuery } from './get-booking';

/** POST /api/bookings/:id/promo: the held booking comes back with the code, its discount and the new total. */
export function useApplyPromo(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Booking>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/promo`, {
        body: { code },
      }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(bookingId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.bookings });
    },
    // A refusal may mean the booking changed (the hold ran out, say): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingQuery(bookingId).queryKey }),
  });
}
