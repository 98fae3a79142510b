import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Revenue } from '../../../../common/schemas/owner-revenue';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { rangeQuery } from './owner-timetable';

/** GET /api/owner/revenue: the money taken and refunded in a range of London dates, to the penny. */
export function useOwnerRevenue(from: string, to: string, studioId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.owner.revenue(from, to, studioId),
    queryFn: ({ signal }) =>
      apiRequest<Revenue>('GET', `/api/owner/revenue?${rangeQuery(from, to, studioId)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
