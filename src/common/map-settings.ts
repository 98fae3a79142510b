import { z } from 'zod';

// The map's tile source (docs/decisions/0078): a server setting, sent to the pages, never built in.

/** OpenStreetMap's own raster tiles: fine for a demo's traffic; a busy site names its own provider. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** GET /api/map/settings. */
export const mapSettingsSchema = z.object({
  /** A raster tile URL template with {z}, {x} and {y}. */
  tileUrl: z.string(),
  /** The credit the tiles' provider asks for, shown on the map. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
