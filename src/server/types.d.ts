import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Database, Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle handle (PGlite or node-postgres). */
    db: Db;
    database: Database;
    /** Per-route rate limit for the public forms (waiting list, contact). */
    formRateLimit: RateLimitOptions;
  }
}
