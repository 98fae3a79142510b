import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isUuid } from '../../lib/uuid';
import { framableSecurityHeaders } from '../../plugins/security';
import { embedTimetable } from './embed.service';
import { embedNotFoundPage, embedTimetablePage } from './embed-page';
import { HEIGHT_SCRIPT_HASH, RESIZER_SCRIPT } from './embed-scripts';
import { brandFontFaces } from './embed-styles';

interface EmbedOptions {
  /** Where Attune is served (PUBLIC_URL): the widget's links are absolute, for a page on another site. */
  publicUrl: string;
  /** The built client, whose font files the widget uses. */
  clientDir: string;
}

/**
 * The booking widget (docs/decisions/0066): a studio's next two weeks as one small HTML page any
 * site may frame, drawn on the server with no application script, and /embed.js, the optional
 * resizer the framing page loads.
 */
export const embedRoutes: FastifyPluginAsync<EmbedOptions> = async (app, opts) => {
  const headers = framableSecurityHeaders([HEIGHT_SCRIPT_HASH]);
  const ctx = { origin: opts.publicUrl, fontFaces: brandFontFaces(opts.clientDir) };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  app.get<{ Params: { id: string } }>(
    '/embed/studios/:id',
    {
      schema: { hide: true },
      // Public and the same for everyone: `Cache-Control: public, max-age=30` and an ETag
      // (plugins/http-cache.ts), so a busy studio site's visitors cost a revalidation at most.
      config: { publicCache: true },
      // Its own framing rules replace the app's, for this route alone (plugins/security.ts).
      onRequest: (_request, reply, done) => {
        reply.removeHeader('x-frame-options');
        reply.headers(headers);
        done();
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const timetable = isUuid(id) ? await embedTimetable(app.db, id, app.clock()) : undefined;
      if (!timetable) return html(reply.header('cache-control', 'no-cache'), 404, embedNotFoundPage(ctx));
      return html(reply, 200, embedTimetablePage(ctx, timetable));
    },
  );

  app.get('/embed.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Not content-hashed (studio sites link it by name): an hour, like the client's other unhashed files.
      .header('cache-control', 'public, max-age=3600')
      // Loaded by other sites' pages, which may isolate themselves (COEP).
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(RESIZER_SCRIPT),
  );
};
