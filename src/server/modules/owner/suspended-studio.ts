import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bookings, classes, products, promoCodes, sessions, studios, teachers } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';

const SUSPENDED =
  'Attune has suspended this studio: nothing of it can be changed until the suspension is lifted.';

/**
 * The studio of the record an owner's route names by `:id`, by the kind its path names: every owner
 * write is `/api/<kind>/:id…` (a new studio, `POST /api/studios`, is nobody's suspended studio).
 */
const STUDIO_OF = {
  studios: (db: Db, id: string) => db.select({ id: studios.id }).from(studios).where(eq(studios.id, id)),
  classes: (db: Db, id: string) =>
    db.select({ id: classes.studioId }).from(classes).where(eq(classes.id, id)),
  sessions: (db: Db, id: string) =>
    db
      .select({ id: classes.studioId })
      .from(sessions)
      .innerJoin(classes, eq(classes.id, sessions.classId))
      .where(eq(sessions.id, id)),
  products: (db: Db, id: string) =>
    db.select({ id: products.studioId }).from(products).where(eq(products.id, id)),
  'promo-codes': (db: Db, id: string) =>
    db.select({ id: promoCodes.studioId }).from(promoCodes).where(eq(promoCodes.id, id)),
  teachers: (db: Db, id: string) =>
    db.select({ id: teachers.studioId }).from(teachers).where(eq(teachers.id, id)),
  bookings: (db: Db, id: string) =>
    db
      .select({ id: classes.studioId })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(classes, eq(classes.id, sessions.classId))
      .where(eq(bookings.id, id)),
};

/**
 * An operator suspended the studio (docs/decisions/0079, 0120): its owner may still read everything
 * of it, but every write to it or to anything of it (the studio, its classes, sessions, attendance,
 * products, promo codes, teachers, photos) is 409 STUDIO_SUSPENDED, new products included. Asked once
 * for every owner route (app.authenticateOwner, before the body is read), so no route can forget it.
 * Only the studio's owner is told: for anyone else the route answers as it would (another owner's
 * record reads as missing).
 */
export async function refuseWriteToSuspendedStudio(db: Db, request: FastifyRequest, ownerId: string) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const kind = /^\/api\/([^/]+)\/:id(?:\/|$)/.exec(request.routeOptions.url ?? '')?.[1];
  if (kind === undefined) return;
  if (!(kind in STUDIO_OF)) {
    // A new kind of owner write: say which studio it changes here, or it would pass unchecked.
    throw new Error(`No studio is known for an owner's write to /api/${kind}/:id (suspended-studio.ts)`);
  }
  const { id } = request.params as { id?: string };
  if (!id || !isUuid(id)) return;
  const [suspended] = await db
    .select({ id: studios.id })
    .from(studios)
    .where(
      and(
        inArray(studios.id, STUDIO_OF[kind as keyof typeof STUDIO_OF](db, id)),
        eq(studios.userId, ownerId),
        isNotNull(studios.suspendedAt),
      ),
    );
  if (suspended) throw conflict(SUSPENDED, 'STUDIO_SUSPENDED');
}
