import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { User } from '../common/schemas/auth';
import type { Database, Db } from './db/client';
import type { HealthCipher } from './lib/health-cipher';
import type { PaymentProvider } from './modules/payments/payment-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle handle (PGlite or node-postgres). */
    db: Db;
    database: Database;
    /** Per-route rate limit for the public forms (waiting list, contact). */
    formRateLimit: RateLimitOptions;
    /** Per-route rate limit for the sign-up and sign-in endpoints, on top of the failed-login throttle. */
    authRateLimit: RateLimitOptions;
    /** The time the booking rules go by: the wall clock, or a test's controlled one. */
    clock: () => Date;
    /** How long a pending booking holds its place (BOOKING_HOLD_MINUTES). */
    holdMinutes: number;
    /** How long an account waits to hold a session again after its hold there ran out (BOOKING_HOLD_COOLDOWN_MINUTES). */
    holdCooldownMinutes: number;
    /** Seals and opens students' health answers (HEALTH_DATA_KEY, docs/decisions/0128). */
    healthData: HealthCipher;
    /** Who takes the money for a booking: the demo provider unless another is given. */
    payments: PaymentProvider;
    /** onRequest hook: 401 unless a live bearer token is sent; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of a route whose own statement checks the bearer token (docs/decisions/0100):
     * 401 unless a well-formed token is sent; sets request.bearerTokenHash. No database round trip.
     */
    requireBearer: (request: FastifyRequest) => Promise<void>;
    /**
     * For the error handler: on a requireBearer route that failed before its handler ran, the 401
     * of a dead token in place of `error`; otherwise `error` itself.
     */
    signInBefore: (request: FastifyRequest, error: unknown) => Promise<unknown>;
    /**
     * onRequest hook: like authenticate, then 403 unless the user is a studio owner, and 409
     * STUDIO_SUSPENDED for a write to a studio of theirs an operator suspended.
     */
    authenticateOwner: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of the operator API: anyone but a signed-in operator (signed out included) gets
     * the 404 of a route that does not exist (docs/decisions/0079); sets request.user.
     */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    /**
     * For a public route that answers its owner more (a draft studio's page): the signed-in user's
     * id when the request carries a live token, otherwise null. Never refuses the request.
     */
    viewerId: (request: FastifyRequest) => Promise<string | null>;
  }
  interface FastifyRequest {
    user: User | null;
    /** The auth_tokens id of the token a request guarded by `authenticate` carries. */
    authTokenId: string | null;
    /** The SHA-256 of the bearer token of a request guarded by `requireBearer`. */
    bearerTokenHash: string | null;
  }
}
