import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WaiverQuestion } from '../../../common/schemas/waiver';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bookings,
  classes,
  sessions,
  studios,
  studioWaivers,
  users,
  waiverSignatures,
} from '../../db/schema';

// The waivers' rows: versions of a studio's document, and the signatures of them. Answers leave and
// enter this file sealed (lib/health-cipher); opening them is the readers' business (answer-readers).

export type WaiverRow = typeof studioWaivers.$inferSelect & { questions: WaiverQuestion[] };

/**
 * The owner's studio, locked FOR UPDATE until the transaction ends: the booking statement, a
 * signature, a waitlist join and a purchase lock the same row, so each of them either finished
 * against the old version or sees the new one. Undefined for another owner's studio or none.
 */
export async function lockOwnStudioForWaiver(tx: Tx, studioId: string, ownerId: string) {
  const [row] = await tx
    .select({ id: studios.id, waiverVersion: studios.waiverVersion })
    .from(studios)
    .where(and(eq(studios.id, studioId), eq(studios.userId, ownerId)))
    .for('update');
  return row;
}

export async function insertVersion(
  tx: Tx,
  values: Omit<typeof studioWaivers.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(studioWaivers).values(values);
  await tx.update(studios).set({ waiverVersion: values.version }).where(eq(studios.id, values.studioId));
}

/** A version of the studio's waiver; the latest when `version` is omitted. */
export async function findWaiver(db: DbOrTx, studioId: string, version?: number) {
  const [row] = await db
    .select()
    .from(studioWaivers)
    .where(
      and(
        eq(studioWaivers.studioId, studioId),
        version === undefined
          ? sql`${studioWaivers.version} = (select ${studios.waiverVersion} from ${studios} where ${studios.id} = ${studioId})`
          : eq(studioWaivers.version, version),
      ),
    );
  return row as WaiverRow | undefined;
}

/**
 * The studio's latest version under a share lock on its row: a save of a new version (FOR UPDATE)
 * either committed before and is read here, or waits until this signature commits.
 */
export async function lockLatestVersion(tx: Tx, studioId: string) {
  const [row] = await tx
    .select({ waiverVersion: studios.waiverVersion })
    .from(studios)
    .where(eq(studios.id, studioId))
    .for('share');
  return row;
}

export async function insertSignature(tx: Tx, values: typeof waiverSignatures.$inferInsert) {
  await tx.insert(waiverSignatures).values(values);
}

/** The account's name as it reads on its row (first and last, or the username when both are empty). */
export async function findAccountName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** GET /api/user/waiver-signatures: newest first. */
export function findSignaturesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: waiverSignatures.id,
      studioId: waiverSignatures.studioId,
      studioName: studios.name,
      version: waiverSignatures.version,
      title: studioWaivers.title,
      signedAt: waiverSignatures.signedAt,
    })
    .from(waiverSignatures)
    .innerJoin(studioWaivers, eq(studioWaivers.id, waiverSignatures.waiverId))
    .innerJoin(studios, eq(studios.id, waiverSignatures.studioId))
    .where(eq(waiverSignatures.userId, userId))
    .orderBy(desc(waiverSignatures.signedAt), desc(waiverSignatures.id));
}

/** A signature with its document and studio (and the studio's owner), for the PDF and the export. */
export function signatureDetails(db: DbOrTx) {
  return db
    .select({
      signature: waiverSignatures,
      waiver: studioWaivers,
      studio: { id: studios.id, name: studios.name, ownerId: studios.userId },
    })
    .from(waiverSignatures)
    .innerJoin(studioWaivers, eq(studioWaivers.id, waiverSignatures.waiverId))
    .innerJoin(studios, eq(studios.id, waiverSignatures.studioId))
    .$dynamic();
}

/**
 * The owner may read a student's answers at a studio of theirs (docs/decisions/0128): the student
 * holds a booking there (not cancelled) of a session that is upcoming or began in the last 12 months.
 * `since` is the app's now less 12 months.
 */
export const ownerMayRead = (studioId: unknown, userId: unknown, since: Date) => sql<boolean>`exists (
  select 1 from ${bookings} rb
  join ${sessions} rs on rs.id = rb.session_id
  join ${classes} rc on rc.id = rs.class_id
  where rb.user_id = ${userId} and rc.studio_id = ${studioId} and rb.status <> 'cancelled'
    and rs.start_time > ${since.toISOString()}::timestamptz)`;

/**
 * Each listed student's latest signature at the studio (any version), with whether the studio's
 * owner may read its answers now.
 */
export function findLatestSignatures(db: DbOrTx, studioId: string, userIds: string[], since: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([waiverSignatures.userId], {
      id: waiverSignatures.id,
      userId: waiverSignatures.userId,
      version: waiverSignatures.version,
      signedAt: waiverSignatures.signedAt,
      answersSealed: waiverSignatures.answersSealed,
      questions: studioWaivers.questions,
      readable: ownerMayRead(waiverSignatures.studioId, waiverSignatures.userId, since),
    })
    .from(waiverSignatures)
    .innerJoin(studioWaivers, eq(studioWaivers.id, waiverSignatures.waiverId))
    .where(and(eq(waiverSignatures.studioId, studioId), inArray(waiverSignatures.userId, userIds)))
    .orderBy(waiverSignatures.userId, desc(waiverSignatures.signedAt), desc(waiverSignatures.id));
}

/** The client's latest signature at each of the owner's studios, with whether the owner may read it. */
export function findClientSignatures(db: DbOrTx, ownerId: string, userId: string, since: Date) {
  return db
    .selectDistinctOn([waiverSignatures.studioId], {
      id: waiverSignatures.id,
      studioId: waiverSignatures.studioId,
      studioName: studios.name,
      version: waiverSignatures.version,
      signedAt: waiverSignatures.signedAt,
      answersSealed: waiverSignatures.answersSealed,
      questions: studioWaivers.questions,
      readable: ownerMayRead(waiverSignatures.studioId, waiverSignatures.userId, since),
    })
    .from(waiverSignatures)
    .innerJoin(studioWaivers, eq(studioWaivers.id, waiverSignatures.waiverId))
    .innerJoin(studios, eq(studios.id, waiverSignatures.studioId))
    .where(and(eq(studios.userId, ownerId), eq(waiverSignatures.userId, userId)))
    .orderBy(waiverSignatures.studioId, desc(waiverSignatures.signedAt), desc(waiverSignatures.id));
}
