import { describe, expect, it } from 'vitest';
import type { MapPlace } from '../../src/client/components/catalogue/map/map-place';
import { PlaceClusters } from '../../src/client/components/catalogue/map/place-clusters';

const place = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  name: id,
  href: `/studios/${id}`,
});
/** Two studios a street apart in Shoreditch, one in Greenwich. */
const PLACES = [place('a', 51.5246, -0.0784), place('b', 51.5249, -0.0779), place('c', 51.4826, -0.0077)];
const LONDON: [number, number, number, number] = [-0.5, 51.3, 0.3, 51.7];

describe('the map clusters', () => {
  it('joins near places into a cluster far out and parts them closer in', () => {
    const clusters = new PlaceClusters(PLACES, 16);
    const far = clusters.at(LONDON, 10.6);
    expect(far.map((pin) => (pin.kind === 'cluster' ? pin.count : pin.id)).sort()).toEqual([2, 'c'].sort());
    const cluster = far.find((pin) => pin.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(10);
    const near = clusters.at(LONDON, zoom);
    expect(
      near
        .filter((pin) => pin.kind === 'place')
        .map((pin) => pin.key)
        .sort(),
    ).toEqual(['place-a', 'place-b', 'place-c']);
  });

  it('draws only the pins within the view', () => {
    const clusters = new PlaceClusters(PLACES, 16);
    const greenwich: [number, number, number, number] = [-0.03, 51.47, 0.01, 51.49];
    expect(clusters.at(greenwich, 14).map((pin) => pin.key)).toEqual(['place-c']);
  });
});
