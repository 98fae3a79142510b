import { type APIRequestContext, expect } from '@playwright/test';
import type { ClassWithDetails, StudioDetail } from '../../src/common/schemas/class';
import type { Studio } from '../../src/common/schemas/studio';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The seeded catalogue, straight from the API the page uses: what the screens must show. */
export const api = {
  classes: (request: APIRequestContext, query = '') =>
    getJson<ClassWithDetails[]>(request, `/api/classes${query}`),
  class: (request: APIRequestContext, id: string) => getJson<ClassWithDetails>(request, `/api/classes/${id}`),
  studios: (request: APIRequestContext) => getJson<Studio[]>(request, '/api/studios'),
  studio: (request: APIRequestContext, id: string) => getJson<StudioDetail>(request, `/api/studios/${id}`),
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
