import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../common/schemas/forms';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function joinWaitlist(input: WaitlistInput) {
  return apiRequest<{ id: string; message: string }>('POST', '/api/waitlist', { body: input });
}

/** On success the waiting-list cache is invalidated (the caller resets the form and toasts). */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.landingWaitlist }),
  });
}
