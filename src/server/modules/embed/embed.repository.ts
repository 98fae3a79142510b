import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { instant, studioIsPublic } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { classes, sessions, studios } from '../../db/schema';

/**
 * The studio's sessions starting in [from, until), scheduled or cancelled (the widget marks the
 * cancelled ones), of its active classes, soonest first. Undefined when the studio is unknown,
 * inactive or a draft (not public until a class has an upcoming session, docs/decisions/0065), so the
 * widget answers 404 for each, as the studio's own page does.
 */
export async function findEmbedSessions(db: DbOrTx, studioId: string, from: Date, until: Date) {
  const [studio] = await db
    .select({ id: studios.id, name: studios.name })
    .from(studios)
    .where(and(eq(studios.id, studioId), eq(studios.isActive, true), studioIsPublic(instant(from))));
  if (!studio) return undefined;
  const rows = await db
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      status: sessions.status,
      booked: sessions.currentParticipants,
      capacity: classes.maxParticipants,
      title: classes.title,
      price: classes.price,
      deliveryMethod: classes.deliveryMethod,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(
        eq(classes.studioId, studioId),
        eq(classes.isActive, true),
        inArray(sessions.status, ['scheduled', 'cancelled']),
        gt(sessions.startTime, from),
        lt(sessions.startTime, until),
      ),
    )
    .orderBy(asc(sessions.startTime), asc(classes.title), asc(sessions.id));
  return { studio, sessions: rows };
}

export type EmbedSessionRow = NonNullable<Awaited<ReturnType<typeof findEmbedSessions>>>['sessions'][number];
