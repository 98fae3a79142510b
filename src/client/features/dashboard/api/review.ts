import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ReviewFormValues } from '../components/review-form-schema';

type SaveReview = { bookingId: string; reviewId?: string; values: ReviewFormValues };

/** A new review is POSTed on its booking; an existing one is PATCHed. Either moves the studio's mean. */
function saveReview({ bookingId, reviewId, values }: SaveReview) {
  const body = { rating: values.rating, comment: values.comment?.trim() ? values.comment.trim() : undefined };
  return reviewId
    ? apiRequest<unknown>('PATCH', `/api/reviews/${encodeURIComponent(reviewId)}`, {
        body: { ...body, comment: body.comment ?? null },
      })
    : apiRequest<unknown>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/review`, { body });
}

function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/user/bookings'] });
    // The studio's rating and the public review lists change with it.
    void queryClient.invalidateQueries({ queryKey: ['/api/studios'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/classes'] });
  };
}

export function useSaveReview() {
  const refresh = useRefreshAfterReview();
  return useMutation({ mutationFn: saveReview, onSuccess: refresh });
}

export function useDeleteReview() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiRequest<null>('DELETE', `/api/reviews/${encodeURIComponent(reviewId)}`),
    onSuccess: refresh,
  });
}
