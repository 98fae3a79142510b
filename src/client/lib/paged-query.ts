import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPage } from './api-client';
import { urlFromQueryKey } from './query-client';

export type ListParams = Record<string, string | number | undefined>;

/**
 * A paged catalogue list (GET /api/classes, GET /api/studios; docs/decisions/0024) as an infinite
 * query: the first page is what the server renders, each next one is asked for by the cursor of the
 * page before. The pages stay in the query cache, so coming Back to a list shows every page that
 * was open.
 */
export function pagedListQuery<T>(
  listKey: (params: ListParams) => readonly [string, ListParams],
  params: ListParams,
  pageSize: number,
) {
  const queryKey = listKey({ ...params, limit: pageSize });
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiPage<T>(urlFromQueryKey([...queryKey, { cursor: pageParam ?? undefined }]), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
