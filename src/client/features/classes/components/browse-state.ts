import { type AccessFeature, accessFeaturesOf } from '../../../../common/accessibility';
import { isCalendarDate, isQueryDate } from '../../../../common/calendar-date';
import {
  type ClassSort,
  DISTANCE_SORT,
  type DistanceSort,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '../../../../common/catalogue-query';
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  PRICE_NO_MAX,
  SERVICE_TYPES,
  type ServiceType,
} from '../../../../common/constants';
import { formatNear, parseNear } from '../../../../common/geo';

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

export const TIME_OF_DAY_OPTIONS: Record<TimeOfDay | 'any', string> = {
  any: 'Any time',
  morning: 'Morning (before 12:00)',
  afternoon: 'Afternoon (12:00 – 17:00)',
  evening: 'Evening (from 17:00)',
};

/** "Any level", then the one set of levels the owner's form offers (src/common/constants.ts). */
export const DIFFICULTY_OPTIONS = {
  any: 'Any level',
  ...Object.fromEntries(DIFFICULTY_LEVELS.map((level) => [level, level])),
} as Record<'any' | DifficultyLevel, string>;
export type DifficultyFilter = keyof typeof DIFFICULTY_OPTIONS;

export const SORT_OPTIONS: Record<ClassSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
  soonest: 'Soonest',
};
/** With a point (near), the nearest first too (docs/decisions/0078). */
export const NEAR_SORT_OPTIONS: Record<ClassSort | DistanceSort, string> = {
  ...SORT_OPTIONS,
  distance: 'Nearest first',
};
export type SortOrder = ClassSort | DistanceSort;

export interface BrowseFilters {
  q: string;
  serviceType: ServiceType | 'all';
  deliveryMethod: DeliveryMethod | 'all';
  location: string;
  price: PriceBand;
  availability: AvailabilityFilter;
  /** A London day, YYYY-MM-DD, or '' for any day. */
  date: string;
  timeOfDay: TimeOfDay | 'any';
  difficulty: DifficultyFilter;
  /** Studios where every one of these holds; [] for any studio. */
  accessibility: AccessFeature[];
  /** "Near me": the point the list measures from, "lat,lng", or '' for none. */
  near: string;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const keysOf = <T extends string>(options: Record<T, string>) => Object.keys(options) as T[];

/** The browse page's state lives in its URL, so links from home, tiles and the back button all work. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  const date = params.get('date') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    serviceType: oneOf<ServiceType | 'all'>(params.get('serviceType'), SERVICE_TYPES, 'all'),
    deliveryMethod: oneOf<DeliveryMethod | 'all'>(params.get('deliveryMethod'), DELIVERY_METHODS, 'all'),
    location: params.get('location')?.trim() ?? '',
    price: oneOf(params.get('price'), Object.keys(PRICE_BANDS) as PriceBand[], 'any'),
    availability: oneOf(params.get('availability'), keysOf(AVAILABILITY_OPTIONS), 'all'),
    // A date the API would refuse (one that does not exist, or outside the range it asks about) is no filter.
    date: isCalendarDate(date) && isQueryDate(date) ? date : '',
    timeOfDay: oneOf<TimeOfDay | 'any'>(params.get('timeOfDay'), TIMES_OF_DAY, 'any'),
    difficulty: oneOf(params.get('difficulty'), keysOf(DIFFICULTY_OPTIONS), 'any'),
    accessibility: accessFeaturesOf(params.get('accessibility')),
    near: nearFromParams(params),
  };
}

/** The URL's point, written as the API takes it, or '' when it has none (or a broken one). */
export function nearFromParams(params: URLSearchParams): string {
  const point = parseNear(params.get('near'));
  return point ? formatNear(point) : '';
}

/** The URL's sort; "nearest first" only with a point to measure from. */
export function sortFromParams(params: URLSearchParams): SortOrder {
  if (params.get('sort') === DISTANCE_SORT && nearFromParams(params)) return DISTANCE_SORT;
  return oneOf(params.get('sort'), keysOf(SORT_OPTIONS), 'recommended');
}

export function paramsFromState(filters: BrowseFilters, sort: SortOrder): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.serviceType !== 'all') params.set('serviceType', filters.serviceType);
  if (filters.deliveryMethod !== 'all') params.set('deliveryMethod', filters.deliveryMethod);
  if (filters.location) params.set('location', filters.location);
  if (filters.price !== 'any') params.set('price', filters.price);
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  if (filters.date) params.set('date', filters.date);
  if (filters.timeOfDay !== 'any') params.set('timeOfDay', filters.timeOfDay);
  if (filters.difficulty !== 'any') params.set('difficulty', filters.difficulty);
  if (filters.accessibility.length > 0) params.set('accessibility', filters.accessibility.join(','));
  if (filters.near) params.set('near', filters.near);
  if (sort !== 'recommended' && (sort !== DISTANCE_SORT || filters.near)) params.set('sort', sort);
  return params;
}

/** The parameters of GET /api/classes for this view: every filter and the sort run on the server. */
export function apiParams(
  filters: BrowseFilters,
  sort: SortOrder,
): Record<string, string | number | undefined> {
  const band = PRICE_BANDS[filters.price];
  return {
    q: filters.q || undefined,
    serviceType: filters.serviceType === 'all' ? undefined : filters.serviceType,
    deliveryMethod: filters.deliveryMethod === 'all' ? undefined : filters.deliveryMethod,
    location: filters.location || undefined,
    priceMin: 'priceMin' in band ? band.priceMin : undefined,
    priceMax: 'priceMax' in band ? band.priceMax : undefined,
    availability: filters.availability === 'all' ? undefined : filters.availability,
    date: filters.date || undefined,
    timeOfDay: filters.timeOfDay === 'any' ? undefined : filters.timeOfDay,
    difficulty: filters.difficulty === 'any' ? undefined : filters.difficulty,
    accessibility: filters.accessibility.length > 0 ? filters.accessibility.join(',') : undefined,
    near: filters.near || undefined,
    sort: sort === 'recommended' || (sort === DISTANCE_SORT && !filters.near) ? undefined : sort,
  };
}
