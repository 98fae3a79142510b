import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Balance, BuyGiftCardInput, GiftCard } from '../../../../common/schemas/gift-card';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One purchase per filled-in form: the Idempotency-Key is made when the form is sent and reused if
 * the same submission is retried, so a double click or a retried request never buys two cards.
 */
export function useBuyGiftCard() {
  return useMutation({
    mutationFn: ({ input, key }: { input: BuyGiftCardInput; key: string }) =>
      apiRequest<GiftCard>('POST', '/api/gift-cards', { body: input, headers: { 'idempotency-key': key } }),
  });
}

export function useRedeemGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Balance>('POST', '/api/user/gift-cards/redeem', { body: { code } }),
    onSuccess: (balance) => client.setQueryData(queryKeys.user.balance, balance),
  });
}
