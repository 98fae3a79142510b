import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { viewFromParams } from '../components/catalogue/view-toggle';
import { classPagesQuery } from '../features/classes/api/get-classes';
import { apiParams, filtersFromParams, sortFromParams } from '../features/classes/components/browse-state';
import { featuredClassesQuery } from '../features/home/api/get-featured-classes';
import { featuredStudiosQuery } from '../features/home/api/get-featured-studios';
import { studioListParams, studioPagesQuery } from '../features/studios/api/get-studios';
import { studioProductsQuery } from '../features/studios/api/products';
import { classQuery, studioQuery, teacherQuery } from '../lib/catalogue-queries';
import { reviewPagesQuery } from '../lib/review-queries';
import { servedPath } from '../lib/site-mode';

// The data each server-rendered page asks for first, by route: the server fetches it before drawing
// the page, so one pass draws it whole instead of a first pass that only finds out what to fetch
// (src/client/entry-server.tsx). Each entry builds its queries with the same factories and the same
// URL reading as its page, so the keys are the page's own; and it states what the page draws from
// its URL, the read cache's key for the drawn page (pageStateKey). Imported by the server entry
// only: the browser's bundle never loads it.

type Params = Record<string, string | undefined>;
type Load = (client: QueryClient, params: Params, search: URLSearchParams) => unknown[];

interface RouteData {
  path: string;
  load: Load;
  /**
   * Everything the page draws from its URL, as the page itself reads it: two URLs with the same
   * state draw the same page (see pageStateKey).
   */
  state: (params: Params, search: URLSearchParams) => unknown[];
}

/**
 * The pages that draw no data and read nothing of their URL: the same page at any query
 * (`?utm_source=…` included). A page that starts reading its URL leaves this list for an entry of its own.
 */
const STATIC_PAGES = [
  '/',
  '/our-story',
  '/contact',
  '/privacy',
  '/terms',
  '/help',
  '/careers',
  '/press',
  '/get-the-app',
];

const routes: RouteData[] = [
  ...STATIC_PAGES.map((path) => ({ path, load: () => [], state: () => [] })),
  {
    path: '/home',
    load: (client) => [
      client.prefetchQuery(featuredClassesQuery),
      client.prefetchQuery(featuredStudiosQuery),
    ],
    state: () => [],
  },
  {
    path: '/browse',
    load: (client, _params, search) => [
      client.prefetchInfiniteQuery(
        classPagesQuery(apiParams(filtersFromParams(search), sortFromParams(search))),
      ),
    ],
    // The view too: the map view is another page than the list (docs/decisions/0123).
    state: (_params, search) => [filtersFromParams(search), sortFromParams(search), viewFromParams(search)],
  },
  {
    path: '/studios',
    load: (client, _params, search) => [
      client.prefetchInfiniteQuery(studioPagesQuery(studioListParams(search))),
    ],
    state: (_params, search) => [studioListParams(search), viewFromParams(search)],
  },
  {
    path: '/classes/:id',
    load: (client, { id = '' }) => [
      client.prefetchQuery(classQuery(id)),
      client.prefetchInfiniteQuery(reviewPagesQuery({ kind: 'classes', id })),
    ],
    state: ({ id }) => [id],
  },
  {
    path: '/teachers/:id',
    load: (client, { id = '' }) => [client.prefetchQuery(teacherQuery(id))],
    state: ({ id }) => [id],
  },
  {
    path: '/studios/:id',
    load: (client, { id = '' }) => [
      client.prefetchQuery(studioQuery(id)),
      client.prefetchInfiniteQuery(reviewPagesQuery({ kind: 'studios', id })),
      // The "Passes & memberships" section: drawn with the page, not fetched again by the browser.
      client.prefetchQuery(studioProductsQuery(id)),
    ],
    state: ({ id }) => [id],
  },
];

/**
 * Fetches the data the page at `url` shows first into `client`. A failed fetch is left in the
 * cache as the query's error, where the page finds it as it would have found its own.
 */
export async function prefetchRouteData(client: QueryClient, url: URL): Promise<void> {
  // No two of these paths match the same URL (see pageOf in entry-server.tsx).
  for (const route of routes) {
    const match = matchPath(servedPath(route.path), url.pathname);
    if (match) {
      await Promise.all(route.load(client, match.params, url.searchParams));
      return;
    }
  }
}

/**
 * The state a page above draws from `url`, as one string, or undefined for any other page. It is
 * what the page reads of the URL after its own parsing: a parameter the page does not read, a value
 * it does not accept (drawn as its default) or spaces it trims leave the string unchanged. The
 * server's read cache keys drawn pages on it, so a client cannot grow the cache by inventing
 * parameters (docs/decisions/0044).
 */
export function pageStateKey(url: URL): string | undefined {
  for (const route of routes) {
    const match = matchPath(servedPath(route.path), url.pathname);
    if (match) return JSON.stringify([route.path, ...route.state(match.params, url.searchParams)]);
  }
  return undefined;
}
