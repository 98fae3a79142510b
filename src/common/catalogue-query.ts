export const CLASS_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating', 'soonest'] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];
export const STUDIO_SORTS = ['recommended', 'name'] as const;
export type StudioSort = (typeof STUDIO_SORTS)[number];
/** Nearest first: both lists take it, with `near` (docs/decisions/0078). */
export const DISTANCE_SORT = 'distance';
export type DistanceSort = typeof DISTANCE_SORT;

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const AVAILABILITY_FILTERS = ['available', 'has-spots'] as const;

/** Words that say nothing about where in London: the default "London, UK" is all of them. */
const PLACE_NOISE = new Set(['london', 'uk', 'united', 'kingdom', 'england', 'greater']);
/** The outward part of a postcode ("E2", "SW11", "EC1V"): matched against the start of a postcode. */
export const POSTCODE_DISTRICT = /^[a-z]{1,2}\d[a-z\d]?$/;
/** The inward part ("7DJ") says nothing a district does not at this scale. */
const POSTCODE_INWARD = /^\d[a-z]{2}$/;

/**
 * The words a location search looks for: lower case, without punctuation, "London", "UK" or the
 * inward half of a postcode. "Shoreditch, London" and "hackney, london" become ["shoreditch"] and
 * ["hackney"]; "London, UK" becomes [] (anywhere).
 */
export function locationTerms(location: string | undefined): string[] {
  if (!location) return [];
  return location
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((word) => word && !PLACE_NOISE.has(word) && !POSTCODE_INWARD.test(word))
    .slice(0, 8);
}

/** Where a location search looked, for "N classes found in …": London when it looked everywhere. */
export function placeName(location: string | undefined): string {
  const terms = locationTerms(location);
  if (terms.length === 0) return 'London';
  return terms
    .map((w) => (POSTCODE_DISTRICT.test(w) ? w.toUpperCase() : w[0]?.toUpperCase() + w.slice(1)))
    .join(' ');
}
