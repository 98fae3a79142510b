import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CalendarFeedCreated, calendarFeedStatusSchema } from '../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

const FEED = '/api/user/calendar-feed';

/** Whether the student has a feed. Its secret is stored hashed, so the link itself is never here. */
const calendarFeedQuery = queryOptions({
  queryKey: queryKeys.user.calendarFeed,
  queryFn: ({ signal }) => apiRequest<CalendarFeedStatus>('GET', FEED, { signal }),
  gcTime: 0,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** A new link (the only time its secret is shown); the previous link stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>('POST', FEED),
    onSuccess: () => queryClient.setQueryData(calendarFeedQuery.queryKey, { active: true }),
  });
}

/** Turns the feed off: its link stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', FEED),
    onSuccess: () => queryClient.setQueryData(calendarFeedQuery.queryKey, { active: false }),
  });
}
