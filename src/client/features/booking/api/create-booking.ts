import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingInput } from '../../../../common/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface BookingAttempt extends CreateBookingInput {
  idempotencyKey: string;
}

function createBooking({ idempotencyKey, ...input }: BookingAttempt) {
  return apiRequest<Booking>('POST', '/api/bookings', {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/**
 * POST /api/bookings with the class price shown, or with a pass; the places left on the catalogue
 * change. The pass's credits need no refresh: its query lives only while on screen, and the booking
 * page is left at once (a refetch there raced the navigation to the confirmation).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Not awaited: checkout need not wait for the catalogue; it refetches when next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studios.all });
    },
  });
}
