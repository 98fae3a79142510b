import { describe, expect, it } from 'vitest';
import { queryClient, urlFromQueryKey } from './query-client';

describe('urlFromQueryKey', () => {
  it('joins segments with slashes', () => {
    expect(urlFromQueryKey(['/api/classes'])).toBe('/api/classes');
    expect(urlFromQueryKey(['/api/classes', 'abc'])).toBe('/api/classes/abc');
    expect(urlFromQueryKey(['/api/studios', 7])).toBe('/api/studios/7');
  });

  it('turns a trailing object into a query string, leaving out empty values', () => {
    expect(
      urlFromQueryKey(['/api/classes', { serviceType: 'yoga', location: '', priceMin: 0, x: undefined }]),
    ).toBe('/api/classes?serviceType=yoga&priceMin=0');
    expect(urlFromQueryKey(['/api/classes', {}])).toBe('/api/classes');
  });
});

describe('queryClient defaults', () => {
  it('never goes stale, never refetches by itself and never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
