import { useInfiniteQuery } from '@tanstack/react-query';
import { accessFeaturesOf } from '../../../../common/accessibility';
import { formatNear, parseNear } from '../../../../common/geo';
import type { StudioListItem } from '../../../../common/schemas/studio';
import { type ListParams, mapPageQuery, pagedListQuery } from '../../../lib/paged-query';
import { queryKeys } from '../../../lib/query-keys';

/** Studio cards per page (the server renders the first): whole rows of one, two and three columns. */
const STUDIOS_PAGE_SIZE = 12;

/** The list's parameters from /studios's URL: the search box's words, the access features and "near me"'s point, if any. */
export function studioListParams(searchParams: URLSearchParams): ListParams {
  const q = searchParams.get('q')?.trim();
  const accessibility = accessFeaturesOf(searchParams.get('accessibility'));
  const point = parseNear(searchParams.get('near'));
  return {
    q: q || undefined,
    accessibility: accessibility.length > 0 ? accessibility.join(',') : undefined,
    near: point ? formatNear(point) : undefined,
    sort: point ? 'distance' : undefined,
  };
}

export function studioPagesQuery(params: ListParams) {
  return pagedListQuery<StudioListItem>(queryKeys.studios.list, params, STUDIOS_PAGE_SIZE);
}

export function useStudioPages(params: ListParams) {
  return useInfiniteQuery(studioPagesQuery(params));
}

export function useStudioMapPage(params: ListParams, enabled: boolean) {
  return useInfiniteQuery(mapPageQuery<StudioListItem>(queryKeys.studios.list, params, enabled));
}
