import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { ClassListItem, ClassWithDetails, StudioDetail } from '../../src/common/schemas/class';
import type { Product } from '../../src/common/schemas/product';
import type { Studio } from '../../src/common/schemas/studio';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Every page of a paged list (docs/decisions/0024), by following its Link headers. */
async function allPages<T>(request: APIRequestContext, path: string, query: string): Promise<T[]> {
  const items: T[] = [];
  let url: string | undefined = `${path}${query}${query ? '&' : '?'}limit=100`;
  while (url) {
    const res: APIResponse = await request.get(url);
    expect(res.ok(), `GET ${url} answered ${res.status()}`).toBeTruthy();
    items.push(...((await res.json()) as T[]));
    url = /<([^>]+)>; rel="next"/.exec(res.headers().link ?? '')?.[1];
  }
  return items;
}

/** The seeded catalogue, straight from the API the page uses: what the screens must show. */
export const api = {
  classes: (request: APIRequestContext, query = '') =>
    allPages<ClassListItem>(request, '/api/classes', query),
  class: (request: APIRequestContext, id: string) => getJson<ClassWithDetails>(request, `/api/classes/${id}`),
  studios: (request: APIRequestContext, query = '') => allPages<Studio>(request, '/api/studios', query),
  studio: (request: APIRequestContext, id: string) => getJson<StudioDetail>(request, `/api/studios/${id}`),
  products: (request: APIRequestContext, studioId: string) =>
    getJson<Product[]>(request, `/api/studios/${studioId}/products`),
};

/** A uuid no row has: the API answers 404 for it. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** 'Sat 5 Dec, 18:30' in London time, computed here independently of the client's formatter. */
export function londonDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
