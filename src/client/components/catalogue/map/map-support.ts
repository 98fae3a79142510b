import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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

/** GET /api/map/settings: the tile source and its credit, asked for once per visit, when `wanted`. */
export function useMapSettings(wanted = true) {
  return useQuery({
    enabled: wanted,
    queryKey: ['/api/map/settings'],
    queryFn: ({ signal }) => apiRequest<MapSettings>('GET', '/api/map/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asks for a module once, however many maps ask: `import()` again would only return the same promise. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

/**
 * A map component whose code is fetched the first time it is `wanted`, with the tile settings.
 * `failed` is true where the browser has no WebGL, the code or the settings fail to load, or the map
 * reports a failure through `onFailure`: the caller then shows its way without a map.
 */
export function useLazyMap<C>(load: () => Promise<C>, wanted = true) {
  const [component, setComponent] = useState<C | null>(null);
  const [broken, setBroken] = useState(false);
  const settings = useMapSettings(wanted);
  const onFailure = useCallback(() => setBroken(true), []);

  useEffect(() => {
    if (!wanted || component || broken) return;
    if (!canDrawMaps()) {
      setBroken(true);
      return;
    }
    let live = true;
    load().then(
      (loaded) => live && setComponent(() => loaded),
      () => live && setBroken(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, component, broken, load]);

  return {
    /** The loaded component, once both its code and the settings are here. */
    MapComponent: settings.data ? component : null,
    settings: settings.data,
    failed: broken || settings.isError,
    onFailure,
  };
}
