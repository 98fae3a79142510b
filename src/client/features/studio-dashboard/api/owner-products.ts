import { useMutation, useQuery } from '@tanstack/react-query';
import type { OwnerProduct } from '../../../../common/schemas/owner-product';
import type { CreateProductInput, Product, UpdateProductInput } from '../../../../common/schemas/product';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshOwnerData } from './owner-studios';

/** The studio's products as its owner sees them: archived ones too, with the passes sold of each. */
export function useOwnerProducts(studioId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.owner.products(studioId),
    queryFn: ({ signal }) =>
      apiRequest<OwnerProduct[]>('GET', `/api/owner/products?studioId=${encodeURIComponent(studioId)}`, {
        signal,
      }),
    enabled,
  });
}

/**
 * Add product (POST /api/studios/:id/products) or Edit (PATCH /api/products/:id). The refresh drops
 * the public studio pages' cached answers too, so what students are offered changes at once.
 */
export function useSaveProduct({ studioId, productId }: { studioId: string; productId?: string }) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: CreateProductInput | UpdateProductInput) =>
      productId
        ? apiRequest<Product>('PATCH', `/api/products/${productId}`, { body: input })
        : apiRequest<Product>('POST', `/api/studios/${studioId}/products`, { body: input }),
    onSuccess: refresh,
  });
}

/** DELETE /api/products/:id: no longer sold; the passes already sold keep working. */
export function useArchiveProduct(productId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: () => apiRequest<Product>('DELETE', `/api/products/${productId}`),
    onSuccess: refresh,
  });
}
