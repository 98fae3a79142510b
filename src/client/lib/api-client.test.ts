import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, hasErrorCode } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const storage = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

function sent(call = 0): { url: unknown; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  storage.clear();
});

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'w1' }, { status: 201 }));
    await expect(apiRequest('POST', '/api/waitlist', { body: { email: 'a@b.co' } })).resolves.toEqual({
      id: 'w1',
    });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/waitlist');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    await apiRequest('GET', '/api/classes');
    const { init, headers } = sent();
    expect(init.body).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
  });

  it('attaches the stored token as a bearer token', async () => {
    storage.set('authToken', 'tok-123');
    fetchMock.mockResolvedValue(Response.json({}));
    await apiRequest('GET', '/api/user/profile');
    expect(sent().headers.authorization).toBe('Bearer tok-123');
  });

  it('adds the headers a call asks for', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'b1' }, { status: 201 }));
    await apiRequest('POST', '/api/bookings', { body: {}, headers: { 'idempotency-key': 'k-1' } });
    expect(sent().headers['idempotency-key']).toBe('k-1');
    expect(sent().headers['content-type']).toBe('application/json');
  });

  it("fails with 'STATUS: body text'", async () => {
    const body = '{"message":"Class not found","code":"NOT_FOUND"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 404 }));
    const error = await apiRequest('GET', '/api/classes/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Class not found');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/classes')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default, and returns null when asked to', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"Sign in"}', { status: 401 }));
    await expect(apiRequest('GET', '/api/user/profile')).rejects.toThrow('401: {"message":"Sign in"}');
    await expect(apiRequest('GET', '/api/user/profile', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('error codes', () => {
  it("reads the server's code, and only a code of the list", () => {
    const full = new ApiError(409, '{"message":"Session Fully Booked","code":"SESSION_FULL"}', 'Conflict');
    expect(full.code).toBe('SESSION_FULL');
    expect(hasErrorCode(full, 'SESSION_FULL')).toBe(true);
    expect(hasErrorCode(full, 'ALREADY_BOOKED')).toBe(false);
    expect(new ApiError(409, '{"message":"x","code":"MADE_UP"}', 'Conflict').code).toBeUndefined();
    expect(new ApiError(502, '<html>', 'Bad Gateway').code).toBeUndefined();
    expect(new ApiError(500, 'null', 'Internal Server Error').code).toBeUndefined();
    expect(hasErrorCode(new TypeError('Failed to fetch'), 'SESSION_FULL')).toBe(false);
  });
});

describe('errorMessage', () => {
  it("prefers the server's sentence, else the screen's fallback", () => {
    expect(
      errorMessage(new ApiError(409, '{"message":"Already on the list."}', 'Conflict'), 'Try later.'),
    ).toBe('Already on the list.');
    expect(errorMessage(new ApiError(500, '<html>', 'Internal Server Error'), 'Try later.')).toBe(
      'Try later.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Try later.')).toBe('Try later.');
  });
});
