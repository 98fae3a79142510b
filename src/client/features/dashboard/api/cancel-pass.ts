import { useMutation } from '@tanstack/react-query';
import type { CancelPassAnswer } from '../../../../common/schemas/product';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/passes/:id/cancel: the server decides between stopping the renewal and the cooling-off
 * refund; asking twice answers the same.
 */
export function useCancelPass() {
  return useMutation({
    mutationFn: (passId: string) =>
      apiRequest<CancelPassAnswer>('POST', `/api/passes/${encodeURIComponent(passId)}/cancel`, { body: {} }),
  });
}
