import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  PRICE_NO_MAX,
  SERVICE_TYPES,
  type ServiceType,
} from '../../../../common/constants';
import type { ClassFilters, ClassWithDetails } from '../../../../common/schemas/class';
import { hasSessionWithSpots } from '../../../lib/availability';

export const PRICE_BANDS = {
  any: { label: 'Any price' },
  '0-20': { label: '£0 – £20', priceMin: 0, priceMax: 20 },
  '20-50': { label: '£20 – £50', priceMin: 20, priceMax: 50 },
  '50+': { label: '£50+', priceMin: 50, priceMax: PRICE_NO_MAX },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

export const AVAILABILITY_OPTIONS = {
  all: 'All classes',
  available: 'Available to book',
  'has-spots': 'Has spots left',
} as const;
export type AvailabilityFilter = keyof typeof AVAILABILITY_OPTIONS;

export const SORT_OPTIONS = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
} as const;
export type SortOrder = keyof typeof SORT_OPTIONS;

export interface BrowseFilters {
  serviceType: ServiceType | 'all';
  deliveryMethod: DeliveryMethod | 'all';
  location: string;
  price: PriceBand;
  availability: AvailabilityFilter;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The browse page's state lives in its URL, so links from home, tiles and the back button all work. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  return {
    serviceType: oneOf<ServiceType | 'all'>(params.get('serviceType'), SERVICE_TYPES, 'all'),
    deliveryMethod: oneOf<DeliveryMethod | 'all'>(params.get('deliveryMethod'), DELIVERY_METHODS, 'all'),
    location: params.get('location')?.trim() ?? '',
    price: oneOf(params.get('price'), Object.keys(PRICE_BANDS) as PriceBand[], 'any'),
    availability: oneOf(
      params.get('availability'),
      Object.keys(AVAILABILITY_OPTIONS) as AvailabilityFilter[],
      'all',
    ),
  };
}

export function sortFromParams(params: URLSearchParams): SortOrder {
  return oneOf(params.get('sort'), Object.keys(SORT_OPTIONS) as SortOrder[], 'recommended');
}

export function paramsFromState(filters: BrowseFilters, sort: SortOrder): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.serviceType !== 'all') params.set('serviceType', filters.serviceType);
  if (filters.deliveryMethod !== 'all') params.set('deliveryMethod', filters.deliveryMethod);
  if (filters.location) params.set('location', filters.location);
  if (filters.price !== 'any') params.set('price', filters.price);
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  if (sort !== 'recommended') params.set('sort', sort);
  return params;
}

/** What the server filters (SPEC §7): service type, format, price band and location. */
export function apiFilters(filters: BrowseFilters): ClassFilters {
  const band = PRICE_BANDS[filters.price];
  return {
    serviceType: filters.serviceType === 'all' ? undefined : filters.serviceType,
    deliveryMethod: filters.deliveryMethod === 'all' ? undefined : filters.deliveryMethod,
    location: filters.location || undefined,
    priceMin: 'priceMin' in band ? band.priceMin : undefined,
    priceMax: 'priceMax' in band ? band.priceMax : undefined,
  };
}

/** What the client does (SPEC §7): the availability filter, then the sort. The server's order is "recommended". */
export function visibleClasses(
  classes: ClassWithDetails[],
  availability: AvailabilityFilter,
  sort: SortOrder,
): ClassWithDetails[] {
  const kept =
    availability === 'all' ? classes : classes.filter((c) => hasSessionWithSpots(c.upcomingSessions));
  const sorted = [...kept];
  if (sort === 'price-asc') sorted.sort((a, b) => Number(a.price) - Number(b.price));
  if (sort === 'price-desc') sorted.sort((a, b) => Number(b.price) - Number(a.price));
  if (sort === 'rating') sorted.sort((a, b) => Number(b.studio.rating) - Number(a.studio.rating));
  return sorted;
}
