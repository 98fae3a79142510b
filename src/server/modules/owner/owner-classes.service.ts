import type { z } from 'zod';
import { formatSessionDate } from '../../../common/format';
import type {
  createClassInputSchema,
  OwnerClass,
  updateClassInputSchema,
} from '../../../common/schemas/owner-class';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import type { classes } from '../../db/schema';
import { definedValues } from '../../lib/defined-values';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toClassDto } from '../classes/classes.mapper';
import { settleBookedSessions } from '../places/cancel-sessions';
import { capacityRaised } from '../places/capacity';
import { lockClass } from '../places/locks';
import { findUpcomingSessionsOfClass, findUpcomingSessionsOfStudio } from '../sessions/sessions.repository';
import {
  findClassesOfStudio,
  findFutureSessionLoads,
  findOwnClass,
  insertClass,
  updateClass,
} from './owner-classes.repository';
import { ownStudio } from './owner-studios.service';
import { findClassTeachers, setClassTeachers } from './owner-teachers.repository';
import { checkStudioTeachers } from './owner-teachers.service';

type CreateClass = z.output<typeof createClassInputSchema>;
type UpdateClass = z.output<typeof updateClassInputSchema>;
type ClassRow = typeof classes.$inferSelect;

const CLASS_NOT_FOUND = 'Class not found';
/** What students whose session goes with an archived class are told. */
const CLASS_WITHDRAWN_REASON = 'This class has been withdrawn.';

export async function withUpcomingSessions(db: Db, row: ClassRow, now: Date): Promise<OwnerClass> {
  const [sessions, teachers] = await Promise.all([
    findUpcomingSessionsOfClass(db, row.id, now),
    findClassTeachers(db, row.id),
  ]);
  return toClassDto(row, sessions, teachers);
}

export async function createClass(
  { db, actor }: Context,
  studioId: string,
  input: CreateClass,
): Promise<OwnerClass> {
  const studio = await ownStudio(db, studioId, actor.id);
  if (!studio.isActive) {
    throw conflict('This studio is deactivated. Reactivate it before adding classes.', 'STUDIO_DEACTIVATED');
  }
  const { teacherIds = [], ...values } = input;
  await checkStudioTeachers(db, studio.id, teacherIds, 'teacherIds');
  const row = await db.transaction(async (tx) => {
    const inserted = await insertClass(tx, { ...values, studioId: studio.id });
    await setClassTeachers(tx, inserted.id, teacherIds);
    return inserted;
  });
  return toClassDto(row, [], await findClassTeachers(db, row.id));
}

/** The caller's class or a 404, as if another owner's did not exist. */
export async function ownClass(db: Db, id: string, userId: string) {
  const row = isUuid(id) ? await findOwnClass(db, id, userId) : undefined;
  if (!row) throw notFound(CLASS_NOT_FOUND);
  return row;
}

/**
 * A partial update under the class row's lock (see lockClass), so a capacity check and the
 * bookings it counts cannot change under it: lowering maxParticipants below the places taken on a
 * future session is a 409; raising it frees places, which is where the waiting list moves.
 */
export async function updateOwnClass(
  { db, clock, actor }: Context,
  id: string,
  input: UpdateClass,
): Promise<OwnerClass> {
  if (!isUuid(id)) throw notFound(CLASS_NOT_FOUND);
  const now = clock();
  const { teacherIds, ...fields } = input;
  const values = definedValues(fields);
  const row = await db.transaction(async (tx) => {
    const current = await lockClass(tx, id, actor.id);
    if (!current) throw notFound(CLASS_NOT_FOUND);
    if (teacherIds !== undefined) {
      await checkStudioTeachers(tx, current.studioId, teacherIds, 'teacherIds');
      await setClassTeachers(tx, current.id, teacherIds);
    }
    if (Object.keys(values).length === 0) return current;
    const capacity = values.maxParticipants;
    let freed: string[] = [];
    if (capacity !== undefined && capacity !== current.maxParticipants) {
      const loads = await findFutureSessionLoads(tx, current.id, now);
      const over = loads.filter((s) => s.taken > capacity).sort((a, b) => b.taken - a.taken)[0];
      if (over) {
        throw conflict(
          `Max participants cannot be lower than ${over.taken}: the session on ${formatSessionDate(over.startTime)} already has ${over.taken} bookings (paid or held).`,
          'CAPACITY_BELOW_BOOKINGS',
        );
      }
      if (capacity > current.maxParticipants) freed = loads.map((s) => s.id);
    }
    const updated = await updateClass(tx, current.id, values);
    if (freed.length > 0) await capacityRaised(tx, freed, now);
    return updated;
  });
  return withUpcomingSessions(db, row, now);
}

/**
 * Archives the class: it leaves the catalogue and takes no more bookings. Its booked future
 * sessions are a 409, or cancelled first with `cancelSessions`.
 */
export async function archiveOwnClass(
  { db, clock, actor }: Context,
  id: string,
  cancel: boolean,
): Promise<OwnerClass> {
  if (!isUuid(id)) throw notFound(CLASS_NOT_FOUND);
  const now = clock();
  const row = await db.transaction(async (tx) => {
    const current = await lockClass(tx, id, actor.id);
    if (!current) throw notFound(CLASS_NOT_FOUND);
    await settleBookedSessions(tx, {
      classIds: [current.id],
      cancel,
      reason: CLASS_WITHDRAWN_REASON,
      what: 'class',
      now,
    });
    return updateClass(tx, current.id, { isActive: false });
  });
  return toClassDto(row, [], await findClassTeachers(db, row.id));
}

/**
 * Restores an archived class: it is back in the catalogue and takes bookings again on its scheduled
 * sessions. A class of a deactivated studio stays out (409) until the studio is reactivated, as
 * adding one does. Restoring a class that is not archived changes nothing.
 */
export async function restoreOwnClass({ db, clock, actor }: Context, id: string): Promise<OwnerClass> {
  const found = isUuid(id) ? await findOwnClass(db, id, actor.id) : undefined;
  if (!found) throw notFound(CLASS_NOT_FOUND);
  if (!found.studioActive) {
    throw conflict(
      'This studio is deactivated. Reactivate it before restoring its classes.',
      'STUDIO_DEACTIVATED',
    );
  }
  const row = found.class.isActive ? found.class : await updateClass(db, found.class.id, { isActive: true });
  return withUpcomingSessions(db, row, clock());
}

/**
 * The studio's classes for its owner, archived ones included (last), each with its upcoming
 * scheduled sessions in the public shape; works for a deactivated studio too.
 */
export async function listOwnStudioClasses(
  { db, clock, actor }: Context,
  studioId: string,
): Promise<OwnerClass[]> {
  const studio = await ownStudio(db, studioId, actor.id);
  const [rows, sessions] = await Promise.all([
    findClassesOfStudio(db, studio.id),
    findUpcomingSessionsOfStudio(db, studio.id, clock()),
  ]);
  return rows.map((row) => toClassDto(row.class, sessions.get(row.class.id) ?? [], row.teachers));
}
