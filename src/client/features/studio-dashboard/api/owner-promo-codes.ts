import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromoCodeInput, PromoCode } from '../../../../common/schemas/promo-code';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// A studio's promo codes on the Pricing tab (docs/decisions/0064).

/** The studio's codes, deactivated ones too, with their uses (held or paid bookings). */
export function useOwnerPromoCodes(studioId: string) {
  return useQuery({
    queryKey: queryKeys.owner.promoCodes(studioId),
    queryFn: ({ signal }) =>
      apiRequest<PromoCode[]>('GET', `/api/studios/${encodeURIComponent(studioId)}/promo-codes`, { signal }),
  });
}

/** POST /api/studios/:id/promo-codes; the studio's list is read again. */
export function useCreatePromoCode(studioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromoCodeInput) =>
      apiRequest<PromoCode>('POST', `/api/studios/${encodeURIComponent(studioId)}/promo-codes`, {
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.promoCodes(studioId) }),
  });
}

/** DELETE /api/promo-codes/:id: no new uses; it stays in the list, marked inactive. */
export function useDeactivatePromoCode(promo: Pick<PromoCode, 'id' | 'studioId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PromoCode>('DELETE', `/api/promo-codes/${encodeURIComponent(promo.id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.promoCodes(promo.studioId) }),
  });
}
