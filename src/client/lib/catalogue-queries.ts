import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWithDetails, StudioDetail } from '../../common/schemas/class';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// The public catalogue's detail reads, shared by every feature that shows them (the class and studio
// pages, the owner's workspace), so one cache entry serves them all.

export function classQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.classes.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<ClassWithDetails>('GET', `/api/classes/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useClass(id: string) {
  return useQuery(classQuery(id));
}

export function studioQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.studios.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<StudioDetail>('GET', `/api/studios/${encodeURIComponent(id)}`, { signal }),
  });
}

/** `enabled: false` leaves it unasked (the owner's workspace skips an inactive studio). */
export function useStudio(id: string, enabled = true) {
  return useQuery({ ...studioQuery(id), enabled });
}
