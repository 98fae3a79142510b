import { useInfiniteQuery } from '@tanstack/react-query';
import type { Studio } from '../../../../common/schemas/studio';
import { type ListParams, pagedListQuery } from '../../../lib/paged-query';
import { queryKeys } from '../../../lib/query-keys';

/** Studio cards per page (the server renders the first): whole rows of one, two and three columns. */
const STUDIOS_PAGE_SIZE = 12;

/** The list's parameters from /studios's URL: the search box's words, if any. */
export function studioListParams(searchParams: URLSearchParams): ListParams {
  const q = searchParams.get('q')?.trim();
  return { q: q || undefined };
}

export function studioPagesQuery(params: ListParams) {
  return pagedListQuery<Studio>(queryKeys.studios.list, params, STUDIOS_PAGE_SIZE);
}

export function useStudioPages(params: ListParams) {
  return useInfiniteQuery(studioPagesQuery(params));
}
