import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PURCHASE_METHODS } from '../../../../common/constants';
import type { Pass, Product } from '../../../../common/schemas/product';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/studios/:id/products: the passes and memberships the studio sells now (public). */
export function studioProductsQuery(studioId: string) {
  return queryOptions({
    queryKey: queryKeys.studios.products(studioId),
    queryFn: ({ signal }) =>
      apiRequest<Product[]>('GET', `/api/studios/${encodeURIComponent(studioId)}/products`, { signal }),
  });
}

export const useStudioProducts = (studioId: string) => useQuery(studioProductsQuery(studioId));

export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

interface Purchase {
  productId: string;
  method: PurchaseMethod;
  /** Made when the dialog opens and kept for its retries: a lost answer never buys twice. */
  idempotencyKey: string;
}

/** POST /api/products/:id/purchase; the new pass joins the student's passes, the balance may have moved. */
export function usePurchaseProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, method, idempotencyKey }: Purchase) =>
      apiRequest<{ pass: Pass }>('POST', `/api/products/${encodeURIComponent(productId)}/purchase`, {
        body: { method },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.user.passes });
      void client.invalidateQueries({ queryKey: queryKeys.user.balance });
    },
  });
}
