import { DEFAULT_LOCATION } from '../../../../common/constants';

/**
 * SPEC §2: Search goes to /browse with serviceType (left out when 'all' or empty) and location
 * (left out when it is the default 'London, UK'). The date is not passed on.
 */
export function browseUrl({ location, serviceType }: { location: string; serviceType: string }): string {
  const params = new URLSearchParams();
  if (serviceType && serviceType !== 'all') params.set('serviceType', serviceType);
  const place = location.trim();
  if (place && place !== DEFAULT_LOCATION) params.set('location', place);
  const query = params.toString();
  return query ? `/browse?${query}` : '/browse';
}
