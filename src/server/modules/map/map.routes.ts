import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  type MapSettings,
  mapSettingsSchema,
} from '../../../common/map-settings';

/** The settings given, the defaults for the rest. */
export function mapSettings(settings: Partial<MapSettings> = {}): MapSettings {
  return {
    tileUrl: settings.tileUrl ?? DEFAULT_MAP_TILE_URL,
    attribution: settings.attribution ?? DEFAULT_MAP_TILE_ATTRIBUTION,
  };
}

/** The map's tile source, read by the map when a page first shows it (docs/decisions/0078). */
export const mapRoutes: FastifyPluginAsyncZod<{ settings: MapSettings }> = async (app, { settings }) => {
  app.get(
    '/api/map/settings',
    {
      config: { publicCache: true },
      schema: {
        tags: ['map'],
        summary: "The map's raster tile URL template and its attribution",
        response: { 200: mapSettingsSchema },
      },
    },
    () => settings,
  );
};
