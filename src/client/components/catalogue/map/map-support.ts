import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '../../../../common/map-settings';
import { apiRequest } from '../../../lib/api-client';

// What a page needs before it loads a map's code (docs/decisions/0078): whether this browser can draw
// one, and the server's tile setting. Small, so a page holding a map button stays light.

/** WebGL, without which MapLibre cannot draw. */
export function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** GET /api/map/settings: the tile source and its credit, asked for once per visit. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['/api/map/settings'],
    queryFn: ({ signal }) => apiRequest<MapSettings>('GET', '/api/map/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
