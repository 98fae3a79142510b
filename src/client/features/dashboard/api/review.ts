import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput, WrittenReview } from '../../../../common/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type SaveReview = { bookingId: string; reviewId?: string; values: ReviewInput };

/** A new review is POSTed on its booking; an existing one is PATCHed. Either moves the studio's mean. */
function saveReview({ bookingId, reviewId, values }: SaveReview) {
  // An empty comment is no comment: on an edit, null clears the old one.
  const body = { rating: values.rating, comment: values.comment?.trim() || null };
  return reviewId
    ? apiRequest<WrittenReview>('PATCH', `/api/reviews/${encodeURIComponent(reviewId)}`, { body })
    : apiRequest<WrittenReview>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/review`, { body });
}

function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.bookings });
    // The studio's rating and the public review lists change with it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.studios.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
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
