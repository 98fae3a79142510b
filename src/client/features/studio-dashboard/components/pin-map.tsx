// The studio form's pin: a map where a click (or a tap) places the studio's door and a drag moves it.
// Loaded only when the owner opens it (pin-picker.tsx), so MapLibre never weighs on the dashboard.

import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../../common/geo';
import type { MapSettings } from '../../../../common/map-settings';
import { isWebGlFailure, LONDON, maplibregl, newMap } from '../../../components/catalogue/map/maplibre-setup';

/** Close enough to see which door is which. */
const STREET_ZOOM = 16;

export interface PinMapProps {
  settings: MapSettings;
  /** The coordinates the form holds now, or null when it holds none (or a half-typed pair). */
  pin: LatLng | null;
  onPick: (point: LatLng) => void;
  onFailure: () => void;
}

export default function PinMap({ settings, pin, onPick, onFailure }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ pin, onPick });
  latest.current = { pin, onPick };

  useEffect(() => {
    if (!container.current) return;
    const start = latest.current.pin;
    let map: MapLibreMap;
    try {
      map = newMap(container.current, settings, {
        center: start ? [start.lng, start.lat] : LONDON,
        zoom: start ? STREET_ZOOM : 10,
      });
    } catch {
      onFailure();
      return;
    }
    mapRef.current = map;
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
