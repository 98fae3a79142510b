import { useInfiniteQuery } from '@tanstack/react-query';
import { accessFeaturesOf } from '../../../../common/accessibility';
import type { Studio } from '../../../../common/schemas/studio';
import { type ListParams, pagedListQuery } from '../../../lib/paged-query';
import { queryKeys } from '../../../lib/query-keys';

/** Studio cards per page (the server renders the first): whole rows of one, two and three columns. */
const STUDIOS_PAGE_SIZE = 12;

/** The list's parameters from /studios's URL: the search box's words and the access features, if any. */
export function studioListParams(searchParams: URLSearchParams): ListParams {
  const q = searchParams.get('q')?.trim();
  const accessibility = accessFeaturesOf(searchParams.get('accessibility'));
  return { q: q || undefined, accessibility: accessibility.length > 0 ? accessibility.join(',') : undefined };
}

export function studioPagesQuery(params: ListParams) {
  return pagedListQuery<Studio>(queryKeys.studios.list, params, STUDIOS_PAGE_SIZE);
}

export function useStudioPages(params: ListParams) {
  return useInfiniteQuery(studioPagesQuery(params));
}
