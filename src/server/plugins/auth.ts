import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../common/schemas/auth';
import type { Db } from '../db/client';
import { bearerToken } from '../lib/bearer-token';
import { forbidden, HttpError, invalidToken, unauthorized } from '../lib/http-errors';
import { routeNotFound } from '../lib/route-not-found';

const OWNERS_ONLY = 'Only studio owners can do this. Sign in with a studio owner account.';

/** OpenAPI security requirement for routes guarded by `app.authenticate`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * Who a live bearer token belongs to. The auth module answers it (app.ts passes its `userForToken`):
 * the plugin sits below every module, since their routes use it, so it imports none of them
 * (.dependency-cruiser.cjs, modules-not-in-a-loop).
 */
export type TokenLookup = (db: Db, token: string) => Promise<{ user: User; tokenId: string } | undefined>;

/** The hash under which the database keeps a token (the auth module's, handed in by app.ts too). */
export type TokenHash = (token: string) => string;

/**
 * What refuses a studio owner's request after sign-in, before it is read: a write to a studio an
 * operator suspended (the owner module's `refuseWriteToSuspendedStudio`, handed in by app.ts too).
 */
export type OwnerRequestCheck = (db: Db, request: FastifyRequest, ownerId: string) => Promise<void>;

/** The well-formed bearer token a request sends: a 401 without one, another with a malformed one. */
function sentToken(request: FastifyRequest): string {
  if (!request.headers.authorization) throw unauthorized();
  const token = bearerToken(request.headers.authorization);
  if (!token) throw invalidToken();
  return token;
}

/**
 * `app.authenticate` is an onRequest hook for routes that need a signed-in user: it runs before body
 * validation, so an anonymous caller learns nothing about the route but "sign in". It sets `request.user`.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      userForToken,
      hashToken,
      checkOwnerRequest,
    }: { userForToken: TokenLookup; hashToken: TokenHash; checkOwnerRequest: OwnerRequestCheck },
  ) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authTokenId', null);
    app.decorateRequest('bearerTokenHash', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const live = await userForToken(app.db, sentToken(request));
      if (!live) throw invalidToken();
      request.user = live.user;
      request.authTokenId = live.tokenId;
    });

    // A route whose own statement checks the token (the booking, docs/decisions/0100): here only that
    // one is sent, with no round trip; the route's statement then answers the 401 of a dead token.
    app.decorate('requireBearer', async (request: FastifyRequest) => {
      request.bearerTokenHash = hashToken(sentToken(request));
    });

    // Such a route's request can fail before its handler runs (a malformed or oversized body): the
    // sign-in still answers first, as it does on every guarded route, so a caller without a live
    // token learns nothing about the route but "sign in". A failure after the handler started, an
    // HttpError of the route's own, is answered as it is.
    app.decorate('signInBefore', async (request: FastifyRequest, error: unknown) => {
      if (request.bearerTokenHash === null || request.user !== null || error instanceof HttpError)
        return error;
      try {
        await app.authenticate(request);
        return error;
      } catch (signIn) {
        return signIn;
      }
    });

    // Owner routes: a student is told plainly that this is for studio owners (403); whether a given
    // studio exists is only ever answered to its owner (another owner's is a 404, see the services).
    // Then the owner's own refusals that hold for every route (a suspended studio's writes, 409).
    app.decorate('authenticateOwner', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.user?.userType !== 'studio') throw forbidden(OWNERS_ONLY);
      await checkOwnerRequest(app.db, request, request.user.id);
    });

    // The operator API does not exist for anyone else: the same 404 as an unknown route, before the
    // body is read, so nobody learns from its answers that it is there (docs/decisions/0079).
    app.decorate('authenticateOperator', async (request: FastifyRequest) => {
      const token = request.headers.authorization && bearerToken(request.headers.authorization);
      const live = token ? await userForToken(app.db, token) : undefined;
      if (live?.user.userType !== 'operator') throw routeNotFound(request);
      request.user = live.user;
      request.authTokenId = live.tokenId;
    });

    // A public route asks who is looking, without refusing anyone: a missing, malformed or dead token
    // is simply an anonymous visitor (the public answer), never a 401 on a public page.
    app.decorate('viewerId', async (request: FastifyRequest) => {
      const token = request.headers.authorization && bearerToken(request.headers.authorization);
      if (!token) return null;
      return (await userForToken(app.db, token))?.user.id ?? null;
    });

    // Answers to a request carrying credentials are personal: no browser or shared cache may keep them.
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization) reply.header('cache-control', 'private, no-store');
    });
  },
);

/** The id of the token (signed-in device) of a route guarded by `app.authenticate`. */
export function currentTokenId(request: FastifyRequest): string {
  if (!request.authTokenId) throw unauthorized();
  return request.authTokenId;
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
