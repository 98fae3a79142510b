// The catalogue map itself: loaded only when a page shows its map (lazy-places-map.tsx), so MapLibre
// never weighs on a list page (docs/decisions/0078).

import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import type { MapSettings } from '../../../../common/map-settings';
import type { MapPlace } from './map-place';

maplibregl.setWorkerUrl(workerUrl);

/** London, for a map with no pins yet. */
const LONDON: [number, number] = [-0.1276, 51.5072];
const SOURCE = 'places';

/** MapLibre's stylesheet, linked once when the first map is drawn (the site's own CSS stays as it is). */
function linkStylesheet() {
  if (document.querySelector(`link[data-maplibre]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = cssUrl;
  link.dataset.maplibre = '';
  document.head.append(link);
}

type Point = { type: 'Point'; coordinates: [number, number] };

function collection(places: MapPlace[]) {
  return {
    type: 'FeatureCollection' as const,
    features: places.map((place) => ({
      type: 'Feature' as const,
      id: place.id,
      properties: { id: place.id, name: place.name },
      geometry: { type: 'Point', coordinates: [place.lng, place.lat] } as Point,
    })),
  };
}

function pinButton(label: string, className: string, text: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = text;
  return button;
}

const PIN =
  'grid size-8 place-items-center rounded-full border-2 border-white bg-sage text-xs font-semibold text-white shadow-md outline-offset-2 focus-visible:outline-2 aria-pressed:scale-125';
const CLUSTER =
  'grid size-11 place-items-center rounded-full border-2 border-white bg-ink text-sm font-semibold text-white shadow-md outline-offset-2 focus-visible:outline-2';

interface Props {
  settings: MapSettings;
  places: MapPlace[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** WebGL or the map failed: the page shows its list instead. */
  onFailure: () => void;
}

/**
 * Pins as buttons (so a keyboard and a screen reader reach them), clustered by MapLibre: each time
 * the map settles, the clusters and single places its GeoJSON source holds are drawn as markers.
 */
export default function PlacesMap({ settings, places, selectedId, onSelect, onFailure }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const latest = useRef({ places, selectedId, onSelect });
  latest.current = { places, selectedId, onSelect };

  useEffect(() => {
    if (!container.current) return;
    linkStylesheet();
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
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
        center: LONDON,
        zoom: 10,
        attributionControl: { compact: false },
        cooperativeGestures: false,
      });
    } catch {
      onFailure();
      return;
    }
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');

    const drawMarkers = () => {
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (!source) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const point = feature.geometry as unknown as Point;
        const [lng, lat] = point.coordinates;
        const props = feature.properties ?? {};
        const key = props.cluster ? `cluster-${props.cluster_id}` : `place-${props.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        let marker = markers.current.get(key);
        if (!marker) {
          const count = Number(props.point_count ?? 1);
          const element = props.cluster
            ? pinButton(`${count} places here: zoom in`, CLUSTER, String(count))
            : pinButton(String(props.name), PIN, '');
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            if (props.cluster) {
              void source
                .getClusterExpansionZoom(Number(props.cluster_id))
                .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
            } else {
              latest.current.onSelect(String(props.id));
            }
          });
          marker = new maplibregl.Marker({ element }).setLngLat([lng, lat]).addTo(map);
          markers.current.set(key, marker);
        }
        const element = (marker as Marker).getElement();
        if (!props.cluster)
          element.setAttribute('aria-pressed', String(props.id === latest.current.selectedId));
      }
      for (const [key, marker] of markers.current) {
        if (!seen.has(key)) {
          marker.remove();
          markers.current.delete(key);
        }
      }
    };

    map.on('load', () => {
      map.addSource(SOURCE, {
        type: 'geojson',
        data: collection(latest.current.places),
        cluster: true,
        clusterRadius: 40,
        clusterMaxZoom: 14,
      });
      // An invisible layer, so the source is laid out and querySourceFeatures answers.
      map.addLayer({ id: 'places-hit', type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0 } });
      fitTo(map, latest.current.places);
    });
    map.on('data', (event) => {
      if ('sourceId' in event && event.sourceId === SOURCE) drawMarkers();
    });
    map.on('moveend', drawMarkers);
    // Once the source's tiles are laid out: the first pins appear here.
    map.on('idle', drawMarkers);
    map.on('click', () => latest.current.onSelect(undefined));
    map.on('error', (event) => {
      // A tile that fails to load leaves a blank square; only a lost WebGL context fails the map.
      if (/webgl/i.test(String(event.error?.message))) onFailure();
    });
    return () => {
      for (const marker of markers.current.values()) marker.remove();
      markers.current.clear();
      map.remove();
      mapRef.current = null;
    };
  }, [settings, onFailure]);

  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!map || !source) return;
    void source.setData(collection(places));
    fitTo(map, places);
  }, [places]);

  useEffect(() => {
    for (const [key, marker] of markers.current) {
      if (key.startsWith('place-')) {
        marker.getElement().setAttribute('aria-pressed', String(key === `place-${selectedId}`));
      }
    }
  }, [selectedId]);

  return <div ref={container} className="h-full w-full" data-testid="places-map" />;
}

function fitTo(map: MapLibreMap, places: MapPlace[]) {
  if (places.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  for (const place of places) bounds.extend([place.lng, place.lat]);
  map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
}
