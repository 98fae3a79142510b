import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../common/schemas/notification';
import { apiRequest } from '../../../lib/api-client';

const PREFERENCES = '/api/user/notification-preferences';

/** Private (bearer token): kept only while on screen. */
const notificationPreferencesQuery = queryOptions({
  queryKey: [PREFERENCES],
  queryFn: ({ signal }) => apiRequest<NotificationPreferences>('GET', PREFERENCES, { signal }),
  gcTime: 0,
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery);

/** Saves both choices; the switches show the server's answer. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      apiRequest<NotificationPreferences>('PUT', PREFERENCES, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}
