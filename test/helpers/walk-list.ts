import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The next page's URL from `Link: <url>; rel="next"`, or undefined on the last page. */
export function nextUrl(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  return /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
}

/** Every page of a list from `first` on, by following its Link headers, with every total it gave. */
export async function walkList<T>(app: FastifyInstance, first: string) {
  const pages: T[][] = [];
  const totals = new Set<string>();
  let url: string | undefined = first;
  while (url) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    totals.add(String(res.headers['x-total-count']));
    pages.push(res.json() as T[]);
    url = nextUrl(res.headers.link);
    expect(pages.length).toBeLessThan(100);
  }
  return { pages, items: pages.flat(), totals: [...totals] };
}
