// The map's clusters, worked out in the page with supercluster (the library MapLibre's own GeoJSON
// clustering uses) from the places and the map's view (docs/decisions/0078).

import Supercluster from 'supercluster';
import type { MapPlace } from './map-place';

/** What the map draws: a place's own pin, or a cluster of places that zooms in when pressed. */
export type PinCluster =
  | { kind: 'place'; key: string; id: string; name: string; lng: number; lat: number }
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lng: number; lat: number };

/** Pixels within which pins join a cluster. */
const RADIUS = 40;

export class PlaceClusters {
  private readonly index: Supercluster<{ id: string; name: string }>;

  constructor(
    readonly places: MapPlace[],
    maxZoom: number,
  ) {
    this.index = new Supercluster<{ id: string; name: string }>({ radius: RADIUS, maxZoom });
    this.index.load(
      places.map((place) => ({
        type: 'Feature',
        properties: { id: place.id, name: place.name },
        geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
      })),
    );
  }

  /** The pins within [west, south, east, north] at this zoom. */
  at(bounds: [number, number, number, number], zoom: number): PinCluster[] {
    const [west, south, east, north] = bounds;
    // Past the antimeridian or a whole-world view: ask for the whole world.
    const box: [number, number, number, number] =
      east - west >= 360 ? [-180, south, 180, north] : [west, south, east, north];
    return this.index.getClusters(box, Math.floor(zoom)).map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        return {
          kind: 'cluster',
          key: `cluster-${props.cluster_id}`,
          clusterId: props.cluster_id,
          count: props.point_count,
          lng,
          lat,
        };
      }
      const { id, name } = props as { id: string; name: string };
      return { kind: 'place', key: `place-${id}`, id, name, lng, lat };
    });
  }

  /** The zoom at which a cluster breaks apart. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
