import { useInfiniteQuery } from '@tanstack/react-query';
import type { ClassListItem } from '../../../../common/schemas/class';
import { type ListParams, mapPageQuery, pagedListQuery } from '../../../lib/paged-query';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page (the server renders the first): twelve fills whole rows of one, two and three columns. */
const BROWSE_PAGE_SIZE = 12;

export function classPagesQuery(params: ListParams) {
  return pagedListQuery<ClassListItem>(queryKeys.classes.list, params, BROWSE_PAGE_SIZE);
}

export function useClassPages(params: ListParams) {
  return useInfiniteQuery(classPagesQuery(params));
}

export function useClassMapPage(params: ListParams, enabled: boolean) {
  return useInfiniteQuery(mapPageQuery<ClassListItem>(queryKeys.classes.list, params, enabled));
}
