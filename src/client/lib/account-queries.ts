import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '../../common/schemas/gift-card';
import type { Pass } from '../../common/schemas/product';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// What the signed-in student holds to pay with, read by several features: the gift balance (gift
// cards, buying a pass) and the passes (the booking page, the dashboard). Private (bearer token):
// kept only while on screen, so a later account on the same browser never sees them.

const balanceQuery = queryOptions({
  queryKey: queryKeys.user.balance,
  queryFn: ({ signal }) => apiRequest<Balance>('GET', '/api/user/balance', { signal }),
  gcTime: 0,
});

export const useBalance = (enabled = true) => useQuery({ ...balanceQuery, enabled });

const passesQuery = queryOptions({
  queryKey: queryKeys.user.passes,
  queryFn: ({ signal }) => apiRequest<Pass[]>('GET', '/api/user/passes', { signal }),
  gcTime: 0,
});

export const useUserPasses = (enabled = true) => useQuery({ ...passesQuery, enabled });
