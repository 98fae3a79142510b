import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../common/schemas/auth';
import type { Db } from './db/client';
import { currentUser } from './plugins/auth';

/**
 * What a service acting for a signed-in person works with (docs/decisions/0054): the database, the
 * app's clock (the wall clock, or a test's controlled one) and who acts. A service reads the clock
 * once (`const now = ctx.clock()`), so every rule and every write of one request sees one instant.
 * Nothing under src/server/modules makes its own time (scripts/check-clock.mjs).
 */
export interface Context {
  db: Db;
  clock: () => Date;
  actor: User;
}

/** The context of a request behind `app.authenticate` (or `authenticateOwner`). */
export function requestContext(app: FastifyInstance, request: FastifyRequest): Context {
  return { db: app.db, clock: app.clock, actor: currentUser(request) };
}
