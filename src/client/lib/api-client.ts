import { ERROR_CODES, type ErrorCode } from '../../common/error-codes';
import { readToken, reportUnauthorized } from './auth-storage';

/**
 * A non-OK answer. `message` is "STATUS: body text" (or the status text when empty). Screens decide
 * on `code`, the server's stable identifier of the refusal; `serverMessage` is only for showing.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message, code }` body, when the answer has one. */
  private get body(): { message?: unknown; code?: unknown } | undefined {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      return typeof body === 'object' && body !== null ? body : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's human sentence, when there is one. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message ? message : undefined;
  }

  /** The server's code for the refusal (src/common/error-codes.ts), when it sent a known one. */
  get code(): ErrorCode | undefined {
    const code = this.body?.code;
    return (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
  }
}

/** Whether a failed call is the server's refusal with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

export type On401 = 'throw' | 'returnNull';

/** What the client reads of an answer: a fetch Response has it all. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'json' | 'text'>;

/** How a request reaches the API: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiResponse>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering answers the page's queries in-process instead of over HTTP (src/client/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers for one call, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

export function apiRequest<T>(
  method: Method,
  url: string,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiRequest<T>(
  method: Method,
  url: string,
  options?: RequestOptions & { on401?: 'throw' },
): Promise<T>;
export async function apiRequest<T>(
  method: Method,
  url: string,
  { body, signal, headers: extra, on401 = 'throw' }: RequestOptions & { on401?: On401 } = {},
): Promise<T | null> {
  const headers: Record<string, string> = { ...extra, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Public endpoints ignore it; booking and dashboard endpoints need it.
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const res = await transport(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (on401 === 'returnNull' && res.status === 401) return null;
  // A 401 to a signed-in call means the session ended (signed out elsewhere, expired): every page
  // that shows it follows (lib/auth.tsx).
  if (res.status === 401 && token) reportUnauthorized();
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return null;
  return (await res.json()) as T;
}

/** A page of a catalogue list: its items, the number of matches, and the next page's cursor. */
interface ListPage<T> {
  items: T[];
  total: number;
  next: string | null;
}

/** The cursor in `Link: <…?cursor=…>; rel="next"` (RFC 8288), or null on the last page. */
function nextCursor(link: string | null): string | null {
  const url = link && /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return url ? new URL(url, 'http://attune.invalid').searchParams.get('cursor') : null;
}

/** GET one page of a paged list (GET /api/classes, GET /api/studios), reading its paging headers. */
export async function apiPage<T>(
  url: string,
  signal?: AbortSignal,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<ListPage<T>> {
  // The lists may be kept by the browser for a short while (Cache-Control max-age). Someone signed
  // in may just have changed what they list (an owner's new class, a student's booking taking a
  // place), so their browser asks the server each time: an unchanged list is a cheap 304.
  const token = readToken();
  const cache: RequestCache | undefined = token ? 'no-cache' : undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  // A private list (the owner's clients) is paged the same way but needs who asks; the public
  // catalogue is asked without, so its answers stay shareable.
  if (signedIn && token) headers.authorization = `Bearer ${token}`;
  const res = await transport(url, { method: 'GET', headers, signal, cache });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get('x-total-count'));
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    next: nextCursor(res.headers.get('link')),
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's sentence for a failed call, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** Sends one file as multipart/form-data (photo uploads); the browser sets the boundary header. */
export async function apiUpload<T>(url: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await transport(url, { method: 'POST', headers, body: form, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}
