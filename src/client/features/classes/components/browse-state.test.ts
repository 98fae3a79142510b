import { describe, expect, it } from 'vitest';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import {
  apiFilters,
  filtersFromParams,
  paramsFromState,
  sortFromParams,
  visibleClasses,
} from './browse-state';

describe('filtersFromParams', () => {
  it('reads serviceType, deliveryMethod and location from the URL', () => {
    expect(
      filtersFromParams(new URLSearchParams('serviceType=reiki&deliveryMethod=online&location=Hackney')),
    ).toEqual({
      serviceType: 'reiki',
      deliveryMethod: 'online',
      location: 'Hackney',
      price: 'any',
      availability: 'all',
    });
  });

  it('ignores values it does not know', () => {
    const filters = filtersFromParams(
      new URLSearchParams('serviceType=pilates&deliveryMethod=tv&price=9&availability=x'),
    );
    expect(filters).toMatchObject({
      serviceType: 'all',
      deliveryMethod: 'all',
      price: 'any',
      availability: 'all',
    });
    expect(sortFromParams(new URLSearchParams('sort=random'))).toBe('recommended');
  });

  it('round-trips through the URL', () => {
    const params = new URLSearchParams('serviceType=yoga&price=50%2B&availability=has-spots&sort=rating');
    expect(paramsFromState(filtersFromParams(params), sortFromParams(params)).toString()).toBe(
      params.toString(),
    );
  });
});

describe('apiFilters (SPEC §2 and §9 price bands)', () => {
  const base = filtersFromParams(new URLSearchParams());
  it('maps each band to priceMin/priceMax, 50+ with the 1000 sentinel', () => {
    expect(apiFilters({ ...base, price: 'any' })).toEqual({});
    expect(apiFilters({ ...base, price: '0-20' })).toMatchObject({ priceMin: 0, priceMax: 20 });
    expect(apiFilters({ ...base, price: '20-50' })).toMatchObject({ priceMin: 20, priceMax: 50 });
    expect(apiFilters({ ...base, price: '50+' })).toMatchObject({ priceMin: 50, priceMax: 1000 });
  });
});

describe('visibleClasses', () => {
  const cls = (title: string, price: string, rating: string, spots: number[]) =>
    ({
      title,
      price,
      studio: { rating },
      upcomingSessions: spots.map((availableSpots) => ({ availableSpots })),
    }) as unknown as ClassWithDetails;
  const list = [cls('A', '30.00', '4.50', [0]), cls('B', '9.00', '4.90', [2]), cls('C', '18.00', '4.90', [])];

  it('keeps the server order for "recommended"', () => {
    expect(visibleClasses(list, 'all', 'recommended').map((c) => c.title)).toEqual(['A', 'B', 'C']);
  });

  it('sorts by price both ways and by rating (ties keep their order)', () => {
    expect(visibleClasses(list, 'all', 'price-asc').map((c) => c.title)).toEqual(['B', 'C', 'A']);
    expect(visibleClasses(list, 'all', 'price-desc').map((c) => c.title)).toEqual(['A', 'C', 'B']);
    expect(visibleClasses(list, 'all', 'rating').map((c) => c.title)).toEqual(['B', 'C', 'A']);
  });

  it('the availability filters keep only classes with a session that has spots', () => {
    expect(visibleClasses(list, 'available', 'recommended').map((c) => c.title)).toEqual(['B']);
    expect(visibleClasses(list, 'has-spots', 'recommended').map((c) => c.title)).toEqual(['B']);
  });
});
