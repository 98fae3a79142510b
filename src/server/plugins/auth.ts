import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../common/schemas/auth';
import { unauthorized } from '../lib/http-errors';
import { userForToken } from '../modules/auth/auth.service';
import { bearerToken } from '../modules/auth/tokens';

/** OpenAPI security requirement for routes guarded by `app.authenticate`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

const INVALID_TOKEN = 'Your session has expired or is no longer valid. Please sign in again.';

/**
 * `app.authenticate` is an onRequest hook for routes that need a signed-in user: it runs before body
 * validation, so an anonymous caller learns nothing about the route but "sign in". It sets `request.user`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized();
    const token = bearerToken(request.headers.authorization);
    const user = token ? await userForToken(app.db, token) : undefined;
    if (!user) throw unauthorized(INVALID_TOKEN);
    request.user = user;
  });

  // Answers to a request carrying credentials are personal: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });
});

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
