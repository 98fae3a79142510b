import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whether the student has a personal feed. Its secret is stored hashed, so the link itself is not here. */
export interface CalendarFeedStatus {
  active: boolean;
}

/** A new feed link: the only time its secret is shown. The previous link stops working. */
export interface CalendarFeedLink {
  url: string;
}

const FEED = '/api/user/calendar-feed';

const calendarFeedQuery = queryOptions({
  queryKey: [FEED],
  queryFn: ({ signal }) => apiRequest<CalendarFeedStatus>('GET', FEED, { signal }),
  gcTime: 0,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedLink>('POST', FEED),
    onSuccess: () => queryClient.setQueryData(calendarFeedQuery.queryKey, { active: true }),
  });
}
