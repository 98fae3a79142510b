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

/** A page whose body is already the answer's JSON (docs/decisions/0089), and what its headers say. */
export interface JsonPage {
  /** The page's items as the answer's JSON array: its text, or its UTF-8 bytes (docs/decisions/0115). */
  json: string | Buffer;
  /** Its strong ETag, when it is already known (a page of kept cards, docs/decisions/0115). */
  etag?: string;
  /** The cursor of the next page, when there is one. */
  next?: string;
  total: number;
}

/**
 * Sends a JsonPage with its headers. The text was written by the database in the route's schema's
 * shape, so it leaves as it is, past the serializer (a string sent with a JSON type is not
 * serialized again). `T` is the route's reply type, which describes that text once parsed.
 */
export function sendJsonPage<T>(request: FastifyRequest, reply: FastifyReply, page: JsonPage): T {
  pageHeaders(request, reply, page);
  // The HTTP cache takes a tag already set as the body's (plugins/http-cache.ts).
  if (page.etag !== undefined) reply.header('etag', page.etag);
  return sendJsonText<T>(reply, page.json);
}

/**
 * Sends an answer already written as JSON in the route's reply shape `T`, as it is (a string sent
 * with a JSON type is not serialized again).
 */
export function sendJsonText<T>(reply: FastifyReply, json: string | Buffer): T {
  return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
}

/** The headers of a page (above) whose body is made elsewhere. */
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
