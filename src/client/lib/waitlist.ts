import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinedWaitlist, WaitlistEntry } from '../../common/schemas/waitlist';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export type { WaitlistEntry };

/** Private (bearer token): kept only while on screen, so a later account never sees it. */
const userWaitlistQuery = queryOptions({
  queryKey: queryKeys.user.waitlist,
  queryFn: ({ signal }) => apiRequest<WaitlistEntry[]>('GET', '/api/user/waitlist', { signal }),
  gcTime: 0,
});

export function useUserWaitlist(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...userWaitlistQuery, ...options });
}

const waitlistUrl = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/waitlist`;

function useRefreshWaitlist() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.waitlist });
    // The class page shows how many are waiting.
    void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.classPlaces.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.availabilityAll });
  };
}

/** POST /api/sessions/:id/waitlist → 201 { position }: only for a full session. */
export function useJoinWaitlist() {
  const refresh = useRefreshWaitlist();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<JoinedWaitlist>('POST', waitlistUrl(sessionId)),
    onSuccess: refresh,
  });
}

/** DELETE /api/sessions/:id/waitlist */
export function useLeaveWaitlist() {
  const refresh = useRefreshWaitlist();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<null>('DELETE', waitlistUrl(sessionId)),
    onSuccess: refresh,
  });
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
