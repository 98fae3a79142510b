import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With tracing on (docs/decisions/0083): names each request's server span after its route's pattern
 * (`GET /api/classes/:id`) and sets `http.route`, as the HTTP span conventions ask; the HTTP
 * instrumentation alone knows only the method. Registered only when tracing is on, and the API is
 * imported on demand, so a server without tracing loads none of it.
 */
export const traceRoutesPlugin = fp(async (app: FastifyInstance) => {
  const { trace } = await import('@opentelemetry/api');
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = trace.getActiveSpan();
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    done();
  });
});
