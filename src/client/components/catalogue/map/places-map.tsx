// The catalogue map itself: loaded only when a page shows its map (catalogue-map.tsx), so MapLibre and
// the clustering never weigh on a list page (docs/decisions/0078).

import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { type RefObject, useEffect, useRef } from 'react';
import type { MapSettings } from '../../../../common/map-settings';
import type { MapPlace } from './map-place';
import { isWebGlFailure, LONDON, maplibregl, newMap } from './maplibre-setup';
import { type PinCluster, PlaceClusters } from './place-clusters';

/** Closer than this, every place has its own pin. */
const MAX_ZOOM = 16;

function pinButton(label: string, className: string, text: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = text;
  return button;
}

const PIN =
  'grid size-8 cursor-pointer place-items-center rounded-full border-2 border-white bg-sage text-xs font-semibold text-white shadow-md outline-offset-2 focus-visible:outline-2 aria-pressed:z-10 aria-pressed:size-10 aria-pressed:bg-clay aria-pressed:ring-4 aria-pressed:ring-clay/40';
const CLUSTER =
  'grid size-11 cursor-pointer place-items-center rounded-full border-2 border-white bg-ink text-sm font-semibold text-white shadow-md outline-offset-2 focus-visible:outline-2';

export interface PlacesMapProps {
  settings: MapSettings;
  places: MapPlace[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** WebGL or the map failed: the page shows its list instead. */
  onFailure: () => void;
  /** The chosen pin's card, drawn over the map: the map moves so the pin is not under it. */
  cardRef: RefObject<HTMLElement | null>;
}

/**
 * Pins as buttons (so a keyboard and a screen reader reach them). The clusters are worked out here,
 * from the places and the map's view, each time the map settles: nothing waits on MapLibre's
 * worker laying out a source.
 */
export default function PlacesMap({
  settings,
  places,
  selectedId,
  onSelect,
  onFailure,
  cardRef,
}: PlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const clusters = useRef(new PlaceClusters(places, MAX_ZOOM));
  const drawRef = useRef<() => void>(() => {});
  const markers = useRef(new Map<string, Marker>());
  const latest = useRef({ selectedId, onSelect });
  latest.current = { selectedId, onSelect };

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = newMap(container.current, settings, { center: LONDON, zoom: 10 });
    } catch {
      onFailure();
      return;
    }
    mapRef.current = map;

    const marker = (pin: PinCluster): Marker => {
      const existing = markers.current.get(pin.key);
      if (existing) return existing;
      const element =
        pin.kind === 'cluster'
          ? pinButton(`${pin.count} places here: zoom in`, CLUSTER, String(pin.count))
          : pinButton(pin.name, PIN, '');
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        if (pin.kind === 'cluster') {
          map.easeTo({ center: [pin.lng, pin.lat], zoom: clusters.current.expansionZoom(pin.clusterId) });
        } else {
          latest.current.onSelect(pin.id);
        }
      });
      const created = new maplibregl.Marker({ element }).setLngLat([pin.lng, pin.lat]).addTo(map);
      markers.current.set(pin.key, created);
      return created;
    };

    const draw = () => {
      const bounds = map.getBounds();
      const pins = clusters.current.at(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        map.getZoom(),
      );
      const seen = new Set<string>();
      for (const pin of pins) {
        seen.add(pin.key);
        const element = marker(pin).getElement();
        if (pin.kind === 'place') {
          element.setAttribute('aria-pressed', String(pin.id === latest.current.selectedId));
        }
      }
      for (const [key, stale] of markers.current) {
        if (!seen.has(key)) {
          stale.remove();
          markers.current.delete(key);
        }
      }
    };
    drawRef.current = draw;

    map.on('load', () => {
      fitTo(map, clusters.current.places);
      draw();
    });
    map.on('moveend', draw);
    map.on('click', () => latest.current.onSelect(undefined));
    map.on('error', (event) => {
      if (isWebGlFailure(event)) onFailure();
    });
    return () => {
      for (const stale of markers.current.values()) stale.remove();
      markers.current.clear();
      drawRef.current = () => {};
      map.remove();
      mapRef.current = null;
    };
  }, [settings, onFailure]);

  useEffect(() => {
    if (clusters.current.places === places) return;
    clusters.current = new PlaceClusters(places, MAX_ZOOM);
    const map = mapRef.current;
    if (!map?.loaded()) return;
    fitTo(map, places);
    drawRef.current();
  }, [places]);

  useEffect(() => {
    for (const [key, marker] of markers.current) {
      if (key.startsWith('place-')) {
        marker.getElement().setAttribute('aria-pressed', String(key === `place-${selectedId}`));
      }
    }
    const map = mapRef.current;
    const place = places.find((candidate) => candidate.id === selectedId);
    const card = cardRef.current;
    if (map && place && card) keepClearOf(map, place, card);
  }, [selectedId, places, cardRef]);

  return <div ref={container} className="h-full w-full" data-testid="places-map" />;
}

function fitTo(map: MapLibreMap, places: MapPlace[]) {
  if (places.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  for (const place of places) bounds.extend([place.lng, place.lat]);
  map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
}

/** Room kept between the chosen pin and the card's edge, in pixels. */
const CLEARANCE = 32;

/** If the card covers the chosen pin, move the map until the pin shows beside or above the card. */
function keepClearOf(map: MapLibreMap, place: MapPlace, card: HTMLElement) {
  const frame = map.getContainer().getBoundingClientRect();
  const box = card.getBoundingClientRect();
  const pin = map.project([place.lng, place.lat]);
  const left = box.left - frame.left - CLEARANCE;
  const right = box.right - frame.left + CLEARANCE;
  const top = box.top - frame.top - CLEARANCE;
  const covered = pin.x > left && pin.x < right && pin.y > top;
  if (!covered) return;
  const roomRight = frame.width - right;
  // A card on one side of a wide map: move the pin beside it; a card across the map: above it.
  const offset: [number, number] =
    roomRight > CLEARANCE * 3 ? [pin.x - (right + roomRight / 2), 0] : [0, pin.y - top / 2];
  map.panBy(offset, { duration: 0 });
}
