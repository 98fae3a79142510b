import type { z } from 'zod';
import {
  type cancelSessionInputSchema,
  type createSessionInputSchema,
  type OwnerSession,
  type ScheduleResult,
  scheduleFromProblem,
  sessionLengthProblem,
  startTimeProblem,
  type updateSessionInputSchema,
  type weeklyScheduleInputSchema,
} from '../../../common/schemas/owner-session';
import { scheduleDates } from '../../../common/weekly-schedule';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { recordEvent } from '../notifications/outbox';
import type { SessionDetail } from '../notifications/outbox-events';
import { cancelSessions } from '../places/cancel-sessions';
import { lockClassTimetable, lockOwnSession, lockTimetableOfOwnSession } from '../places/locks';
import { ownClass } from './owner-classes.service';
import { toOwnerSessionDto } from './owner-sessions.mapper';
import {
  findHeldBookingIds,
  findScheduledOverlapping,
  findSessionsOfClass,
  insertSessions,
  updateSession,
} from './owner-sessions.repository';
import { checkStudioTeachers } from './owner-teachers.service';

type CreateSession = z.output<typeof createSessionInputSchema>;
type UpdateSession = z.output<typeof updateSessionInputSchema>;
type WeeklySchedule = z.output<typeof weeklyScheduleInputSchema>;
type CancelSession = z.output<typeof cancelSessionInputSchema>;

const SESSION_NOT_FOUND = 'Session not found';
/**
 * Two scheduled sessions of one class never overlap in time: the owner's writes check it under the
 * class's timetable lock. Ranges are [start, end): one session may start as another ends.
 */
const OVERLAP = 'This class already has a session at that time.';
const ONLINE_ONLY = 'Meeting link is only for online classes';

type SessionDetails = Record<SessionDetail, string | null>;

/** Which of the details booked students rely on differ between two versions of a session. */
function changedDetails(before: SessionDetails, after: SessionDetails): SessionDetail[] {
  return (['meetingLink', 'specialInstructions'] as const).filter((key) => before[key] !== after[key]);
}

/**
 * A time rule of the input, checked before anything is looked up, as the schema's shape rules are:
 * the same 400, `code` and words the schema gave when it read the machine's clock itself.
 */
function rejectTimeProblem(problem: string | undefined) {
  if (problem) throw badRequest(problem);
}

/** The caller's class, open for new sessions. */
async function schedulableClass(db: Db, classId: string, userId: string) {
  const row = await ownClass(db, classId, userId);
  if (!row.class.isActive || !row.studioActive) {
    throw conflict(
      'This class is archived or its studio is deactivated, so it cannot be scheduled.',
      'CLASS_NOT_SCHEDULABLE',
    );
  }
  return row.class;
}

export async function createOneOffSession(
  { db, clock, actor }: Context,
  classId: string,
  input: CreateSession,
): Promise<OwnerSession> {
  rejectTimeProblem(startTimeProblem(input.startTime, clock()));
  const cls = await schedulableClass(db, classId, actor.id);
  if (input.meetingLink && cls.deliveryMethod !== 'online') throw badRequest(ONLINE_ONLY);
  if (input.teacherId) await checkStudioTeachers(db, cls.studioId, [input.teacherId], 'teacherId');
  const startTime = new Date(input.startTime);
  const endTime = input.endTime
    ? new Date(input.endTime)
    : new Date(startTime.getTime() + cls.duration * 60_000);
  const row = await db.transaction(async (tx) => {
    await lockClassTimetable(tx, cls.id);
    if ((await findScheduledOverlapping(tx, cls.id, startTime, endTime)).length > 0)
      throw conflict(OVERLAP, 'SESSION_OVERLAP');
    const [inserted] = await insertSessions(tx, [
      {
        classId: cls.id,
        startTime,
        endTime,
        specialInstructions: input.specialInstructions,
        meetingLink: input.meetingLink,
        teacherId: input.teacherId ?? null,
      },
    ]);
    return inserted;
  });
  if (!row) throw conflict(OVERLAP, 'SESSION_OVERLAP');
  return toOwnerSessionDto(row, cls.maxParticipants);
}

/**
 * A weekly schedule: one session on every matching date at the London wall-clock time (ADR 0017).
 * The dates come from scheduleDates, the same function the owner's page previews with; a date whose
 * session would overlap one the class already has is skipped, so repeating a request creates nothing.
 */
export async function createWeeklySchedule(
  { db, clock, actor }: Context,
  classId: string,
  input: WeeklySchedule,
): Promise<ScheduleResult> {
  const now = clock();
  rejectTimeProblem(scheduleFromProblem(input.from, now));
  const cls = await schedulableClass(db, classId, actor.id);
  if (input.meetingLink && cls.deliveryMethod !== 'online') throw badRequest(ONLINE_ONLY);
  const length = cls.duration * 60_000;
  const starts = scheduleDates(input, now);
  const rows = await db.transaction(async (tx) => {
    await lockClassTimetable(tx, cls.id);
    const first = starts[0];
    const last = starts.at(-1);
    const taken =
      first && last
        ? await findScheduledOverlapping(tx, cls.id, first, new Date(last.getTime() + length))
        : [];
    const free = starts.filter(
      (start) => !taken.some((t) => t.startTime.getTime() < start.getTime() + length && t.endTime > start),
    );
    return insertSessions(
      tx,
      free.map((startTime) => ({
        classId: cls.id,
        startTime,
        endTime: new Date(startTime.getTime() + length),
        specialInstructions: input.specialInstructions,
        meetingLink: input.meetingLink,
      })),
    );
  });
  rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  return {
    created: rows.length,
    skipped: starts.length - rows.length,
    sessions: rows.map((r) => toOwnerSessionDto(r, cls.maxParticipants)),
  };
}

/** Moves or edits an upcoming session. A new time raises its iCalendar sequence. */
export async function updateOwnSession(
  { db, clock, actor }: Context,
  id: string,
  input: UpdateSession,
): Promise<OwnerSession> {
  const now = clock();
  if (input.startTime) rejectTimeProblem(startTimeProblem(input.startTime, now));
  if (!isUuid(id)) throw notFound(SESSION_NOT_FOUND);
  const userId = actor.id;
  try {
    return await db.transaction(async (tx) => {
      // The class's timetable first: a move must find its new time free of the class's other sessions.
      await lockTimetableOfOwnSession(tx, id, userId);
      const row = await lockOwnSession(tx, id, userId);
      if (!row) throw notFound(SESSION_NOT_FOUND);
      const { session, class: cls } = row;
      if (session.status === 'cancelled') {
        throw conflict(
          'This session has been cancelled, so it can no longer be changed.',
          'SESSION_CANCELLED',
        );
      }
      if (session.status !== 'scheduled' || session.startTime <= now) {
        throw conflict('Only upcoming sessions can be changed.', 'SESSION_STARTED');
      }
      if (input.meetingLink && cls.deliveryMethod !== 'online') throw badRequest(ONLINE_ONLY);
      if (input.teacherId) await checkStudioTeachers(tx, cls.studioId, [input.teacherId], 'teacherId');
      const startTime = input.startTime ? new Date(input.startTime) : session.startTime;
      const endTime = input.endTime
        ? new Date(input.endTime)
        : new Date(startTime.getTime() + (session.endTime.getTime() - session.startTime.getTime()));
      // The schema checks the length only when both times are sent; a new end alone is measured
      // from the stored start here.
      const lengthProblem = sessionLengthProblem(startTime, endTime);
      if (lengthProblem) throw badRequest(lengthProblem);
      const moved =
        startTime.getTime() !== session.startTime.getTime() ||
        endTime.getTime() !== session.endTime.getTime();
      if (moved && (await findScheduledOverlapping(tx, cls.id, startTime, endTime, session.id)).length > 0) {
        throw conflict(OVERLAP, 'SESSION_OVERLAP');
      }
      const updated = await updateSession(tx, session.id, {
        startTime,
        endTime,
        ...(input.specialInstructions !== undefined && { specialInstructions: input.specialInstructions }),
        ...(input.meetingLink !== undefined && { meetingLink: input.meetingLink }),
        ...(input.teacherId !== undefined && { teacherId: input.teacherId }),
        ...(moved && { sequence: session.sequence + 1 }),
      });
      if (moved) {
        await recordEvent(tx, {
          kind: 'session.moved',
          sessionId: session.id,
          bookingIds: await findHeldBookingIds(tx, session.id),
          oldStart: session.startTime.toISOString(),
          oldEnd: session.endTime.toISOString(),
        });
      } else {
        // A move's e-mail already carries every detail; otherwise a new link or new instructions
        // are news of their own ("the studio will send the link before class").
        const changed = changedDetails(session, updated);
        const bookingIds = changed.length > 0 ? await findHeldBookingIds(tx, session.id) : [];
        if (bookingIds.length > 0) {
          await recordEvent(tx, { kind: 'session.updated', sessionId: session.id, bookingIds, changed });
        }
      }
      return toOwnerSessionDto(updated, cls.maxParticipants);
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw conflict(OVERLAP, 'SESSION_OVERLAP');
    throw err;
  }
}

/**
 * Cancels the session and every confirmed booking on it in one transaction (see cancelSessions).
 * Idempotent: cancelling a cancelled session answers it as it is.
 */
export async function cancelOwnSession(
  { db, clock, actor }: Context,
  id: string,
  input: CancelSession,
): Promise<OwnerSession> {
  if (!isUuid(id)) throw notFound(SESSION_NOT_FOUND);
  const now = clock();
  return db.transaction(async (tx) => {
    // The class before the session (class → session): the cancel's next-session trigger locks the
    // class, and a capacity raise holding it while it waited for this session deadlocked with it.
    await lockTimetableOfOwnSession(tx, id, actor.id);
    const row = await lockOwnSession(tx, id, actor.id);
    if (!row) throw notFound(SESSION_NOT_FOUND);
    const { session, class: cls } = row;
    if (session.status === 'cancelled') return toOwnerSessionDto(session, cls.maxParticipants);
    if (session.status !== 'scheduled' || session.startTime <= now) {
      throw conflict(
        'This session has already started, so it can no longer be cancelled.',
        'SESSION_STARTED',
      );
    }
    const [cancelled] = await cancelSessions(tx, [session.id], input.reason, now);
    return toOwnerSessionDto(cancelled ?? session, cls.maxParticipants);
  });
}

/** The class's sessions for its owner (the session list with booked/capacity, cancelled ones too). */
export async function listOwnClassSessions(
  { db, clock, actor }: Context,
  classId: string,
  scope: 'upcoming' | 'past' = 'upcoming',
): Promise<OwnerSession[]> {
  const { class: cls } = await ownClass(db, classId, actor.id);
  const rows = await findSessionsOfClass(db, cls.id, scope, clock());
  return rows.map((r) => toOwnerSessionDto(r, cls.maxParticipants));
}
