import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ReviewPage } from '../../common/schemas/review';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** Reviews shown per page, newest first. */
const REVIEWS_PAGE_SIZE = 5;

/** Whose reviews: a class's or a studio's. */
export interface ReviewsOf {
  kind: 'classes' | 'studios';
  id: string;
}

/**
 * GET /api/classes/:id/reviews or /api/studios/:id/reviews, a page at a time. The key sits under
 * the class's or studio's own, so a new review (which invalidates it) refreshes the list too.
 */
export function reviewPagesQuery({ kind, id }: ReviewsOf) {
  const url = `/api/${kind}/${encodeURIComponent(id)}/reviews`;
  return infiniteQueryOptions({
    queryKey: [...queryKeys[kind].detail(id), 'reviews'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<ReviewPage>('GET', `${url}?${params}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
