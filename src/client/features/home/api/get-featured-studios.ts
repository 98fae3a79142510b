import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '../../../../common/constants';
import type { Studio } from '../../../../common/schemas/studio';
import { apiRequest } from '../../../lib/api-client';

export function getStudios() {
  return apiRequest<Studio[]>('GET', '/api/studios');
}

export const featuredStudiosQuery = queryOptions({
  queryKey: ['/api/studios'],
  queryFn: getStudios,
  select: (studios) => studios.slice(0, FEATURED_COUNT),
});

export function useFeaturedStudios() {
  return useQuery(featuredStudiosQuery);
}
