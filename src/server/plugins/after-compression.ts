import type { FastifyInstance, onSendAsyncHookHandler, RouteOptions } from 'fastify';

/**
 * Adds `hook` to the onSend hooks of every route `applies` to, after @fastify/compress's: compression
 * runs in a route-level onSend hook, which comes after every app-level one, so a hook that must see
 * the compressed bytes has to be route-level too, and added later. Call it from a plugin registered
 * after compression, before the routes.
 */
export function onSendAfterCompression(
  app: FastifyInstance,
  applies: (config: RouteOptions['config']) => boolean,
  hook: onSendAsyncHookHandler,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route.config)) return;
    const hooks =
      route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...hooks, hook];
  });
}
