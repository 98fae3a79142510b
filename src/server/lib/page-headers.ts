import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PageInfo<T> {
  items: T[];
  next?: string;
  total: number;
}

export const PAGED_LIST_DESCRIPTION =
  'Search (q), filters and sort on the server; paged by keyset cursor (limit, cursor). X-Total-Count ' +
  'gives the number of matches and Link (rel="next") the URL of the next page.';

/**
 * A page's items, with its headers set (docs/decisions/0024): X-Total-Count, the number of matches, and an RFC 8288
 * `Link: <…>; rel="next"` when there is a next page. The next URL is written from the validated
 * query (so unknown parameters are dropped) plus the cursor.
 */
export function pageItems<T>(request: FastifyRequest, reply: FastifyReply, page: PageInfo<T>): T[] {
  pageHeaders(request, reply, page);
  return page.items;
}

/** The headers of a page: its number of matches and the link to the next page. */
export function pageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { next?: string; total: number },
): void {
  reply.header('x-total-count', String(page.total));
  // Readable by scripts on other origins too, whenever a CORS policy lets them call the API.
  reply.header('access-control-expose-headers', 'Link, X-Total-Count');
  if (page.next === undefined) return;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (name !== 'cursor' && value !== undefined) params.set(name, String(value));
  }
  params.set('cursor', page.next);
  reply.header('link', `<${request.routeOptions.url}?${params}>; rel="next"`);
}
