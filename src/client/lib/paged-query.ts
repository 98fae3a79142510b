import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPage } from './api-client';
import { urlFromQueryKey } from './query-client';

export type ListParams = Record<string, string | number | undefined>;

/** A catalogue map's places: as many as one page may hold, so the map shows more than a list page. */
export const MAP_PAGE_SIZE = 100;

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

/** The first page of up to MAP_PAGE_SIZE items for a catalogue map, asked for only while the map shows. */
export function mapPageQuery<T>(
  listKey: (params: ListParams) => readonly [string, ListParams],
  params: ListParams,
  enabled: boolean,
) {
  return { ...pagedListQuery<T>(listKey, params, MAP_PAGE_SIZE), enabled };
}
