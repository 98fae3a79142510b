import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaiverInput, WaiverSaved } from '../../../../common/schemas/waiver';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/studios/:id/waiver: a new version each time; the studio's waiver is read again. */
export function useSaveWaiver(studioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiverInput) =>
      apiRequest<WaiverSaved>('PUT', `/api/studios/${studioId}/waiver`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.studios.waiver(studioId) }),
  });
}
