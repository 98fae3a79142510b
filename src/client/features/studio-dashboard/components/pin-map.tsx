// The studio form's pin: a map where a click (or a tap) places the studio's door and a drag moves it.
// Loaded only when the owner opens it (pin-picker.tsx), so MapLibre never weighs on the dashboard.

import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { formatNear, type LatLng } from '../../../../common/geo';
import type { PostcodeCentre } from '../../../../common/london-postcodes';
import type { MapSettings } from '../../../../common/map-settings';
import { isWebGlFailure, LONDON, maplibregl, newMap } from '../../../components/catalogue/map/maplibre-setup';

/** Close enough to see which door is which. */
const STREET_ZOOM = 16;
/** How close the map opens with no pin: a postcode district's streets, an area's, or all London. */
const OPENING_ZOOM = { district: 14, area: 12, london: 10 } as const;

export interface PinMapProps {
  settings: MapSettings;
  /** The coordinates the form holds now, or null when it holds none (or a half-typed pair). */
  pin: LatLng | null;
  /** Where to open when there is no pin yet: the centre of the postcode typed (issue 69, item 10). */
  near: PostcodeCentre | undefined;
  onPick: (point: LatLng) => void;
  onFailure: () => void;
}

export default function PinMap({ settings, pin, near, onPick, onFailure }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ pin, near, onPick });
  latest.current = { pin, near, onPick };

  useEffect(() => {
    if (!container.current) return;
    // The pin if there is one, else the postcode's district or area, else London.
    const { pin: start, near: opening } = latest.current;
    const at = start ?? opening;
    const element = container.current;
    let map: MapLibreMap;
    try {
      map = newMap(element, settings, {
        center: at ? [at.lng, at.lat] : LONDON,
        zoom: start ? STREET_ZOOM : OPENING_ZOOM[opening?.precision ?? 'london'],
      });
    } catch {
      onFailure();
      return;
    }
    mapRef.current = map;
    // Where the map looks, for tests and tools: the tiles (and so the picture) may never load.
    const showCentre = () => {
      const centre = map.getCenter();
      element.dataset.center = formatNear({ lat: centre.lat, lng: centre.lng });
    };
    showCentre();
    map.on('moveend', showCentre);
    map.on('click', (event) => latest.current.onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    map.on('error', (event) => {
      if (isWebGlFailure(event)) onFailure();
    });
    return () => {
      markerRef.current?.remove();
      markerRef.current = null;
      map.remove();
      mapRef.current = null;
    };
  }, [settings, onFailure]);

  // The marker follows the form: a click, a drag, or coordinates typed into the fields.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = new maplibregl.Marker({ draggable: true, color: '#C8734B' });
      marker.on('dragend', () => {
        const at = marker.getLngLat();
        latest.current.onPick({ lat: at.lat, lng: at.lng });
      });
      markerRef.current = marker;
    }
    markerRef.current.setLngLat([pin.lng, pin.lat]).addTo(map);
    if (!map.getBounds().contains([pin.lng, pin.lat])) map.easeTo({ center: [pin.lng, pin.lat] });
  }, [pin]);

  return <div ref={container} className="h-full w-full" data-testid="pin-map" />;
}
