import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * During close(), Fastify ends the keep-alive sockets that are idle at that moment, but a socket
 * still carrying a request stays open after its answer until the keep-alive timeout (72 s), so a
 * SIGTERM drain would wait that long. Answers sent while closing say `Connection: close` instead.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
