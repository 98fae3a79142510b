import { randomBytes } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionStatus } from '../../src/common/statuses';
import type { Db } from '../../src/server/db/client';
import {
  authTokens,
  bookings,
  classes,
  contactMessages,
  idempotencyKeys,
  reviews,
  sessions,
  studios,
  users,
  waitlistEntries,
  waitlistSignups,
} from '../../src/server/db/schema';
import { newToken } from '../../src/server/modules/auth/tokens';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pays for a held booking through the API with the demo method (the checkout's Pay). */
export function payFor(app: FastifyInstance, token: string, bookingId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payment`,
    headers: bearer(token),
    payload: { method: 'demo' },
  });
}

/** Holds a place through the booking route (POST /api/bookings), paying the class's £15 unless told. */
export function bookPlace(app: FastifyInstance, token: string, sessionId: string, amountPaid = '15.00') {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: { sessionId, amountPaid },
  });
}

/** Signs in through the API and returns the token. */
export async function loginToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/**
 * Users with live tokens, inserted directly: hashing 100+ passwords with argon2 would take the test's
 * whole time budget. Their password is not a hash, so nobody can sign in as them.
 */
export async function createUsersWithTokens(db: Db, n: number, label = randomBytes(4).toString('hex')) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${label}-${i}@test.attune.london`,
        username: `${label}_${i}`,
        password: 'not-a-hash',
        firstName: 'Test',
        lastName: `User ${i}`,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map((u) => ({ userId: u.id, email: u.email, ...newToken(new Date()) }));
  await db
    .insert(authTokens)
    .values(tokens.map(({ userId, tokenHash, expiresAt }) => ({ userId, tokenHash, expiresAt })));
  return tokens.map(({ userId, email, token }) => ({ id: userId, email, token }));
}

export type TestUser = Awaited<ReturnType<typeof createUsersWithTokens>>[number];

/** Studio owners (userType 'studio') with live tokens. */
async function createOwnersWithTokens(db: Db, n: number): Promise<TestUser[]> {
  const owners = await createUsersWithTokens(db, n);
  await db
    .update(users)
    .set({ userType: 'studio' })
    .where(
      inArray(
        users.id,
        owners.map((o) => o.id),
      ),
    );
  return owners;
}

export async function createOwnerWithToken(db: Db): Promise<TestUser> {
  const [owner] = await createOwnersWithTokens(db, 1);
  if (!owner) throw new Error('no owner created');
  return owner;
}

export async function createUserWithToken(db: Db): Promise<TestUser> {
  const [user] = await createUsersWithTokens(db, 1);
  if (!user) throw new Error('no user created');
  return user;
}

interface SessionOptions {
  maxParticipants?: number;
  currentParticipants?: number;
  price?: string;
  /** Start time relative to now; negative for a past session. */
  startsInMs?: number;
  status?: SessionStatus;
  deliveryMethod?: 'online' | 'in-person';
  classActive?: boolean;
  /** The studio's cancellation window in hours (default 12). */
  cancellationWindowHours?: number;
}

/** A studio, class and one session of it, for tests that need exact capacity and price. */
export async function createSession(db: Db, options: SessionOptions = {}) {
  const [owner] = await createUsersWithTokens(db, 1);
  const [studio] = await db
    .insert(studios)
    .values({
      userId: owner?.id as string,
      name: 'Test Studio',
      address: '1 Test Street',
      postcode: 'E1 6AN',
      cancellationWindowHours: options.cancellationWindowHours ?? 12,
    })
    .returning({ id: studios.id });
  const [cls] = await db
    .insert(classes)
    .values({
      studioId: studio?.id as string,
      title: 'Test Flow',
      serviceType: 'yoga',
      deliveryMethod: options.deliveryMethod ?? 'in-person',
      duration: 60,
      price: options.price ?? '18.00',
      maxParticipants: options.maxParticipants ?? 5,
      isActive: options.classActive ?? true,
    })
    .returning({ id: classes.id, price: classes.price });
  const start = new Date(Date.now() + (options.startsInMs ?? 86_400_000));
  const [session] = await db
    .insert(sessions)
    .values({
      classId: cls?.id as string,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      currentParticipants: options.currentParticipants ?? 0,
      status: options.status ?? 'scheduled',
      meetingLink: options.deliveryMethod === 'online' ? 'https://meet.attune.london/test-room' : null,
    })
    .returning({ id: sessions.id });
  return {
    sessionId: session?.id as string,
    classId: cls?.id as string,
    studioId: studio?.id as string,
    price: cls?.price as string,
    /** When the session starts: `startsInMs` from when it was written, not from when the test asked. */
    startTime: start,
  };
}

/**
 * Confirmed bookings for `userIds` on a session, written directly (with the places they take), for
 * tests that need bookings on sessions that cannot be booked through the API (past or full ones).
 */
export async function insertBookings(
  db: Db,
  sessionId: string,
  userIds: string[],
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  const rows = await db
    .insert(bookings)
    .values(
      userIds.map((userId) => ({
        userId,
        sessionId,
        amountPaid: '18.00',
        status: 'confirmed' as const,
        ...values,
      })),
    )
    .returning({ id: bookings.id, userId: bookings.userId });
  const confirmed = (values.status ?? 'confirmed') === 'confirmed' ? rows.length : 0;
  await db
    .update(sessions)
    .set({ currentParticipants: sql`coalesce(${sessions.currentParticipants}, 0) + ${confirmed}` })
    .where(sql`${sessions.id} = ${sessionId}`);
  return rows.map((r) => r.id);
}

/**
 * Row counts of every table a request could write to, plus the places taken and the states a
 * request could change in place (cancellations, waitlist entries, ratings, calendar feeds), to prove
 * nothing changed.
 */
export async function writableState(db: Db) {
  const tables = {
    users,
    authTokens,
    bookings,
    idempotencyKeys,
    waitlistSignups,
    contactMessages,
    studios,
    classes,
    sessions,
    reviews,
    waitlistEntries,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  const [taken] = await db
    .select({ n: sql<number>`coalesce(sum(${sessions.currentParticipants}), 0)::int` })
    .from(sessions);
  const [changed] = await db
    .select({
      cancelled: sql<number>`(select count(*)::int from ${bookings} where ${bookings.status} = 'cancelled')`,
      waiting: sql<number>`(select count(*)::int from ${waitlistEntries} where ${waitlistEntries.status} = 'waiting')`,
      ratings: sql<string>`(select coalesce(string_agg(${studios.rating}::text || '/' || ${studios.reviewCount}, ',' order by ${studios.id}), '') from ${studios})`,
      reviewText: sql<string>`(select coalesce(string_agg(${reviews.rating} || ':' || coalesce(${reviews.comment}, ''), ',' order by ${reviews.id}), '') from ${reviews})`,
      feeds: sql<string>`(select coalesce(string_agg(${users.calendarFeedHash}, ',' order by ${users.id}), '') from ${users})`,
    })
    .from(sql`(select 1) as one`);
  return { ...Object.fromEntries(entries), placesTaken: taken?.n ?? 0, ...changed };
}
