// What every MapLibre map of the site shares: its worker, its stylesheet and a style of raster tiles
// from the server's setting (docs/decisions/0078). Imported only by the lazily loaded map modules, so
// MapLibre never weighs on a page that shows no map.

import * as maplibregl from 'maplibre-gl';
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapSettings } from '../../../../common/map-settings';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** London, for a map with nothing on it yet. */
export const LONDON: [number, number] = [-0.1276, 51.5072];

/** MapLibre's stylesheet, linked once when the first map is drawn (the site's own CSS stays as it is). */
export function linkStylesheet() {
  if (document.querySelector('link[data-maplibre]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = cssUrl;
  link.dataset.maplibre = '';
  document.head.append(link);
}

/** A map of the configured raster tiles and their credit, centred and zoomed as asked. */
export function newMap(
  container: HTMLElement,
  settings: MapSettings,
  view: { center: [number, number]; zoom: number },
): maplibregl.Map {
  linkStylesheet();
  const map = new maplibregl.Map({
    container,
    style: {
      version: 8,
      sources: {
        tiles: {
          type: 'raster',
          tiles: [settings.tileUrl],
          tileSize: 256,
          attribution: settings.attribution,
          maxzoom: 19,
        },
      },
      layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
    },
    ...view,
    attributionControl: { compact: false },
    cooperativeGestures: false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  return map;
}

/** Only a lost WebGL context fails a map; a tile that fails to load leaves a blank square. */
export const isWebGlFailure = (event: { error?: { message?: string } }) =>
  /webgl/i.test(String(event.error?.message));
