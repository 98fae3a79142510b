import { shortArea } from '../area';

/** A pin on a catalogue map and what its card says (docs/decisions/0078). */
export interface MapPlace {
  id: string;
  lat: number;
  lng: number;
  /** The place's name: the card's heading and the pin's accessible name. */
  name: string;
  href: string;
  /** A line under the name: the area, the distance. */
  detail?: string;
  /** Links the card lists: the classes of this studio that the list holds. */
  links?: Array<{ label: string; href: string }>;
}

/** "1.2 km away" (to 100 m; "under 100 m" nearer), or undefined without a distance. */
export function distanceText(km: number | null | undefined): string | undefined {
  if (km === null || km === undefined) return undefined;
  return km < 0.1 ? 'Under 100 m away' : `${km.toFixed(1)} km away`;
}

interface PlacedStudio {
  id: string;
  name: string;
  address: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A studio's pin: its name, where it is (and how far), linking to its page. */
export function studioPlace(
  studio: PlacedStudio,
  lat: number,
  lng: number,
  distanceKm?: number | null,
): MapPlace {
  return {
    id: studio.id,
    lat,
    lng,
    name: studio.name,
    href: `/studios/${studio.id}`,
    detail: [shortArea(studio.address, studio.postcode), distanceText(distanceKm)]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * The classes' pins: one per studio (its classes share a door), listing the classes the list holds.
 * Online classes have no place and no pin.
 */
export function classPlaces(
  classes: Array<{
    id: string;
    title: string;
    deliveryMethod: string;
    studio: PlacedStudio;
    distanceKm?: number | null;
  }>,
): { places: MapPlace[]; unplaced: number } {
  const byStudio = new Map<string, MapPlace>();
  let unplaced = 0;
  for (const cls of classes) {
    const { latitude, longitude } = cls.studio;
    if (cls.deliveryMethod === 'online' || latitude === null || longitude === null) {
      unplaced += 1;
      continue;
    }
    let place = byStudio.get(cls.studio.id);
    if (!place) {
      place = { ...studioPlace(cls.studio, latitude, longitude, cls.distanceKm), links: [] };
      byStudio.set(cls.studio.id, place);
    }
    place.links?.push({ label: cls.title, href: `/classes/${cls.id}` });
  }
  return { places: [...byStudio.values()], unplaced };
}
