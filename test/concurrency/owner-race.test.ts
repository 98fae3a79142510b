import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classes, sessions, studios } from '../../src/server/db/schema';
import { createOwnerWithToken, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

// An owner's cancellation and capacity change run under the same atomic rules as booking, across two
// real server processes sharing one PostgreSQL.
const STUDENTS = 80;
/** The capacity an owner cuts 50 places to while 80 students book. */
const CUT = 30;

describe.skipIf(testDatabaseKind() !== 'postgres')(
  "owners' changes racing students' bookings on PostgreSQL",
  () => {
    let db: TestDatabase;
    let servers: ServerProcess[] = [];
    let owner: TestUser;
    let students: TestUser[];
    let classId: string;

    beforeAll(async () => {
      db = await createTestDatabase({ seed: false });
      owner = await createOwnerWithToken(db.database.db);
      const [studio] = await db.database.db
        .insert(studios)
        .values({ userId: owner.id, name: 'Race Studio', address: '1 Race Lane', postcode: 'E1 6AN' })
        .returning();
      const [cls] = await db.database.db
        .insert(classes)
        .values({
          studioId: studio?.id as string,
          title: 'Race Flow',
          serviceType: 'yoga',
          deliveryMethod: 'in-person',
          duration: 60,
          price: '18.00',
          maxParticipants: 50,
        })
        .returning();
      classId = cls?.id as string;
      students = await createUsersWithTokens(db.database.db, STUDENTS);
      servers = await Promise.all([
        startServer({ databaseUrl: db.url }),
        startServer({ databaseUrl: db.url }),
      ]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.close();
    });
    checkInvariantsAfterEach(() => db.database.db);

    async function newSession(hoursAhead: number) {
      const start = new Date(Date.now() + hoursAhead * 3_600_000);
      const [row] = await db.database.db
        .insert(sessions)
        .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
        .returning();
      return row?.id as string;
    }

    function call(i: number, method: string, path: string, token: string, body: unknown) {
      const server = servers[i % servers.length] as ServerProcess;
      return fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    }

    /** Every student books at once; the owner's request goes out once `after` bookings have come back. */
    async function raceAgainst(sessionId: string, ownerRequest: () => ReturnType<typeof call>, after = 5) {
      let answered = 0;
      let ownerResult: ReturnType<typeof call> | undefined = after === 0 ? ownerRequest() : undefined;
      const bookingsDone = Promise.all(
        students.map((s, i) =>
          call(i, 'POST', '/api/bookings', s.token, { sessionId, amountPaid: '18.00' }).then((r) => {
            answered++;
            if (answered === after) ownerResult = ownerRequest();
            return r;
          }),
        ),
      );
      const results = await bookingsDone;
      const owned = await (ownerResult ?? ownerRequest());
      return { results, owned };
    }

    async function placesHeldOn(sessionId: string) {
      const [row] = await db.database.db
        .select({ n: count() })
        .from(bookings)
        // A place is taken from the moment it is held, paid or not (docs/decisions/0035).
        .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['confirmed', 'pending'])));
      return row?.n ?? 0;
    }

    it('a cancel among students booking: afterwards no held or confirmed booking and no participant remain', async () => {
      const sessionId = await newSession(24);
      const { results, owned } = await raceAgainst(sessionId, () =>
        call(1, 'POST', `/api/sessions/${sessionId}/cancel`, owner.token, { reason: 'Flooded studio' }),
      );
      expect(owned.status, JSON.stringify(owned.body)).toBe(200);
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const booked = results.filter((r) => r.status === 201);
      expect(booked.length).toBeGreaterThan(0);

      const [session] = await db.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(session).toMatchObject({ status: 'cancelled', currentParticipants: 0 });
      expect(await placesHeldOn(sessionId)).toBe(0);
      // Every place that was taken belongs to a booking the cancellation reached.
      const rows = await db.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
      expect(rows.map((b) => b.id).sort()).toEqual(booked.map((r) => r.body.id).sort());
      expect(rows.every((b) => b.cancellationReason === 'Cancelled by the studio: Flooded studio')).toBe(
        true,
      );
    });

    it('a capacity cut among students booking: the places taken never pass the capacity that holds', async () => {
      const sessionId = await newSession(48);
      const { results, owned } = await raceAgainst(sessionId, () =>
        call(0, 'PATCH', `/api/classes/${classId}`, owner.token, { maxParticipants: 12 }),
      );
      expect([200, 409]).toContain(owned.status);
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const [cls] = await db.database.db.select().from(classes).where(eq(classes.id, classId));
      const [session] = await db.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
      const confirmed = await placesHeldOn(sessionId);
      expect(session?.currentParticipants).toBe(confirmed);
      expect(confirmed).toBeLessThanOrEqual(cls?.maxParticipants as number);
      expect(results.filter((r) => r.status === 201)).toHaveLength(confirmed);
      // Either the cut landed (CUT places) or it came too late and was refused (all 50 stay).
      if (owned.status === 200) expect(confirmed).toBeLessThanOrEqual(CUT);
      else expect(cls?.maxParticipants).toBe(50);
    });

    it('two moves onto overlapping times, on two servers at once: one lands, the other is a 409', async () => {
      const [a, b] = [await newSession(200), await newSession(220)];
      const target = new Date(Date.now() + 240 * 3_600_000);
      target.setUTCMinutes(0, 0, 0);
      for (let round = 0; round < 5; round++) {
        // Half an hour apart (the unique start index alone would let both in), a day further each round.
        const at = target.getTime() + round * 24 * 3_600_000;
        const starts = [at, at + 30 * 60_000].map((ms) => new Date(ms).toISOString());
        const answers = await Promise.all(
          [a, b].map((id, i) =>
            call(i, 'PATCH', `/api/sessions/${id}`, owner.token, { startTime: starts[i] }),
          ),
        );
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const landed = await db.database.db
          .select()
          .from(sessions)
          .where(
            and(
              eq(sessions.classId, classId),
              gte(sessions.startTime, new Date(at)),
              lt(sessions.startTime, new Date(at + 3_600_000)),
            ),
          );
        expect(landed).toHaveLength(1);
      }
    });
  },
);
