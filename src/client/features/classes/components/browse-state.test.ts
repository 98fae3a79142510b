import { describe, expect, it } from 'vitest';
import { apiParams, filtersFromParams, paramsFromState, sortFromParams } from './browse-state';

describe('filtersFromParams', () => {
  it('reads every filter from the URL', () => {
    expect(
      filtersFromParams(
        new URLSearchParams(
          'q=breath&serviceType=reiki&deliveryMethod=online&location=Hackney&date=2026-12-01&timeOfDay=evening&difficulty=Beginner&accessibility=lift,step-free-entrance',
        ),
      ),
    ).toEqual({
      q: 'breath',
      serviceType: 'reiki',
      deliveryMethod: 'online',
      location: 'Hackney',
      price: 'any',
      availability: 'all',
      date: '2026-12-01',
      timeOfDay: 'evening',
      difficulty: 'Beginner',
      accessibility: ['step-free-entrance', 'lift'],
      near: '',
    });
  });

  it('ignores values it does not know', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'serviceType=pilates&deliveryMethod=tv&price=9&availability=x&date=2026-02-30&timeOfDay=noon&difficulty=x&accessibility=ramp,lift',
      ),
    );
    expect(filters).toMatchObject({
      serviceType: 'all',
      deliveryMethod: 'all',
      price: 'any',
      availability: 'all',
      date: '',
      timeOfDay: 'any',
      difficulty: 'any',
      accessibility: ['lift'],
    });
    // A real date outside the range the API takes (issue 63) is ignored like one that does not exist.
    expect(filtersFromParams(new URLSearchParams('date=9999-12-31')).date).toBe('');
    expect(sortFromParams(new URLSearchParams('sort=random'))).toBe('recommended');
    expect(sortFromParams(new URLSearchParams('sort=soonest'))).toBe('soonest');
  });

  it('round-trips through the URL', () => {
    const params = new URLSearchParams(
      'q=calm&serviceType=yoga&price=50%2B&availability=has-spots&date=2026-12-01&timeOfDay=morning&accessibility=step-free-entrance%2Caccessible-toilet&sort=rating',
    );
    expect(paramsFromState(filtersFromParams(params), sortFromParams(params)).toString()).toBe(
      params.toString(),
    );
  });
});

describe('apiParams', () => {
  const base = filtersFromParams(new URLSearchParams());
  const defined = (params: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));

  it('maps each band to priceMin/priceMax, 50+ with the 1000 sentinel', () => {
    expect(defined(apiParams({ ...base, price: 'any' }, 'recommended'))).toEqual({});
    expect(apiParams({ ...base, price: '0-20' }, 'recommended')).toMatchObject({ priceMin: 0, priceMax: 20 });
    expect(apiParams({ ...base, price: '20-50' }, 'recommended')).toMatchObject({
      priceMin: 20,
      priceMax: 50,
    });
    expect(apiParams({ ...base, price: '50+' }, 'recommended')).toMatchObject({
      priceMin: 50,
      priceMax: 1000,
    });
  });

  it('sends availability and the sort to the server', () => {
    expect(defined(apiParams({ ...base, availability: 'has-spots' }, 'price-asc'))).toEqual({
      availability: 'has-spots',
      sort: 'price-asc',
    });
  });

  it('sends the access features as one comma-separated list, in the set’s order', () => {
    const params = apiParams(
      filtersFromParams(new URLSearchParams('accessibility=lift,step-free-entrance')),
      'recommended',
    );
    expect(defined(params)).toEqual({ accessibility: 'step-free-entrance,lift' });
  });
});

describe('near me in the URL', () => {
  it('keeps a point and the distance sort, and drops the sort without a point', () => {
    const params = new URLSearchParams('near=51.52637,-0.07951&sort=distance');
    const filters = filtersFromParams(params);
    expect(filters.near).toBe('51.52637,-0.07951');
    expect(sortFromParams(params)).toBe('distance');
    expect(apiParams(filters, 'distance')).toMatchObject({ near: '51.52637,-0.07951', sort: 'distance' });
    expect(paramsFromState(filters, 'distance').toString()).toBe('near=51.52637%2C-0.07951&sort=distance');
    expect(sortFromParams(new URLSearchParams('sort=distance'))).toBe('recommended');
    expect(filtersFromParams(new URLSearchParams('near=200,0')).near).toBe('');
  });
});
