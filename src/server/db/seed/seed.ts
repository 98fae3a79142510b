import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { addDays, atLondonTime, londonDay } from '../../../common/london-time';
import { hashPassword } from '../../lib/password';
import { mulberry32 } from '../../lib/prng';
import type { Database, DbOrTx } from '../client';
import {
  bookings,
  classes,
  classTeachers,
  products,
  reviews,
  sessions,
  studios,
  teachers,
  users,
} from '../schema';
import { COMMUNITY_MEMBER_COUNT, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { LONDON_STUDIOS, type SeedClass } from './london-studios';
import { seedScaled } from './scale';
import { markSeededNoticesSent } from './seed-notices';
import { seedProductRows } from './seed-products';
import { refreshSeededRatings, seedReviewRows } from './seed-reviews';
import { seedClassTeacherRows, seedTeacherRows } from './seed-teachers';
import { seedWaivers } from './seed-waivers';

/** Small deterministic PRNG, so the demo data is the same on every machine. */
const prng = mulberry32;

const MEMBER_FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jess',
  'Kwame',
  'Lucy',
  'Marco',
  'Nia',
  'Oliver',
  'Priyanka',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
];
const MEMBER_LAST_NAMES = [
  'Okafor',
  'Hughes',
  'Kowalski',
  'Mensah',
  'Brennan',
  'Achebe',
  'Lim',
  'Doyle',
  'Rahman',
  'Silva',
  'Evans',
  'Nakamura',
  'Byrne',
  'Adeyemi',
  'Fischer',
  'Walsh',
  'Haddad',
  'Morgan',
  'Costa',
  'Iqbal',
];

const PAST_DAYS = 7;
/** How far ahead the demo student's upcoming booking is, at the least. */
const MAYA_NEXT_AFTER_MS = 24 * 3_600_000;
const FUTURE_DAYS = 29;
const INSERT_CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * How many places a session has taken. Deterministic, with a spread the UI needs to show:
 * some sessions full, some with 3 or fewer spots, most comfortably available.
 */
function participantsFor(cls: SeedClass, sessionIndex: number, random: () => number): number {
  const max = cls.maxParticipants;
  if (max <= 3) return sessionIndex % 3 === 0 ? max : Math.floor(random() * max);
  if (sessionIndex % 9 === 4) return max;
  if (sessionIndex % 5 === 1) return max - 1 - Math.floor(random() * 3);
  return Math.floor(random() * (max - 4));
}

async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

interface SeedOptions {
  /** The instant the demo's dates are laid out from: the real one at start-up, so the demo follows today. */
  now: Date;
  /** 1: the hand-written London catalogue; N > 1 grows it to ~10×N studios, 30×N classes, 600×N sessions. */
  scale?: number;
  /** HEALTH_DATA_KEY, to seal the demo signature's answers readably (seed-waivers.ts). */
  healthDataKey?: Buffer;
}

/** Seeds the London demo catalogue once: a database that already has users is left alone. */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  const { now, scale = 1 } = options;
  if (!(await isDatabaseEmpty(database.db))) return false;
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const lockedHash = await hashPassword(randomBytes(24).toString('base64url'));
  await database.db.transaction(async (tx) => {
    // Re-check inside the transaction: two processes starting together must not both seed.
    if (!(await isDatabaseEmpty(tx))) return;
    await seedCatalogue(tx, now, demoHash, lockedHash, options.healthDataKey);
    if (scale > 1) await seedScaled(tx, scale, now, demoHash);
    await markSeededNoticesSent(tx, now);
  });
  // Fresh statistics for the planner: PostgreSQL's autovacuum would get there within a minute, but
  // PGlite has no autovacuum, so without this it would plan every query on empty-table guesses.
  await database.db.execute(sql`analyze`);
  return true;
}

async function seedCatalogue(
  tx: DbOrTx,
  now: Date,
  demoHash: string,
  lockedHash: string,
  healthDataKey: Buffer | undefined,
) {
  const random = prng(20_261_121);
  const accounts = await tx
    .insert(users)
    .values(Object.values(DEMO_ACCOUNTS).map((a) => ({ ...a, password: demoHash })))
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => accounts.find((a) => a.email === email)?.id as string;
  const ownerIds = { priya: idOf(DEMO_ACCOUNTS.priya.email), tom: idOf(DEMO_ACCOUNTS.tom.email) };
  const mayaId = idOf(DEMO_ACCOUNTS.maya.email);

  const members = await tx
    .insert(users)
    .values(
      Array.from({ length: COMMUNITY_MEMBER_COUNT }, (_, i) => ({
        email: `member${String(i + 1).padStart(2, '0')}@community.attune.london`,
        username: `member${String(i + 1).padStart(2, '0')}`,
        password: lockedHash,
        // Real-looking names: reviews show them as "Amara O.".
        firstName: MEMBER_FIRST_NAMES[i % MEMBER_FIRST_NAMES.length],
        lastName: MEMBER_LAST_NAMES[(i * 7) % MEMBER_LAST_NAMES.length],
      })),
    )
    .returning({ id: users.id });

  const studioRows = await tx
    .insert(studios)
    .values(
      LONDON_STUDIOS.map(({ classes: _classes, owner, ...s }) => ({
        ...s,
        userId: ownerIds[owner],
        city: 'London',
      })),
    )
    .returning({ id: studios.id, name: studios.name });
  await tx.insert(products).values(seedProductRows(studioRows));
  await seedWaivers(tx, { studios: studioRows, mayaId, now, healthDataKey });

  const classSpecs = LONDON_STUDIOS.flatMap((s, i) =>
    s.classes.map((c) => ({ spec: c, studioId: studioRows[i]?.id as string })),
  );
  const classRows = await tx
    .insert(classes)
    .values(
      classSpecs.map(({ spec: { slots: _slots, specialInstructions: _si, ...c }, studioId }) => ({
        ...c,
        studioId,
        isActive: c.isActive ?? true,
      })),
    )
    .returning({ id: classes.id, studioId: classes.studioId });
  const teacherRows = await tx
    .insert(teachers)
    .values(seedTeacherRows(studioRows.map((s) => s.id)))
    .returning({ id: teachers.id, studioId: teachers.studioId });
  await tx.insert(classTeachers).values(seedClassTeacherRows(classRows, teacherRows));

  const today = londonDay(now);
  type SessionRow = typeof sessions.$inferInsert;
  const sessionRows: Array<SessionRow & { spec: SeedClass }> = [];
  classSpecs.forEach(({ spec }, classIndex) => {
    const classId = classRows[classIndex]?.id as string;
    let sessionIndex = 0;
    for (let offset = -PAST_DAYS; offset < FUTURE_DAYS; offset++) {
      const day = addDays(today, offset);
      for (const [weekday, hour, minute] of spec.slots) {
        if (day.getUTCDay() !== weekday) continue;
        const startTime = atLondonTime(day, hour, minute);
        const isPast = startTime <= now;
        sessionRows.push({
          spec,
          classId,
          startTime,
          endTime: new Date(startTime.getTime() + spec.duration * 60_000),
          currentParticipants: isPast
            ? Math.floor(spec.maxParticipants * 0.6)
            : participantsFor(spec, sessionIndex++, random),
          status: isPast ? 'completed' : 'scheduled',
          specialInstructions: spec.specialInstructions ?? null,
          meetingLink:
            spec.deliveryMethod === 'online' ? `https://meet.attune.london/${classId.slice(0, 8)}` : null,
        });
      }
    }
  });

  // Maya (the demo student) has one completed past class and one confirmed upcoming one. The upcoming
  // one is at least a day away: the first session with room could start minutes after the seed, and
  // the demo (and its browser tests) would then find her with nothing upcoming.
  const mayaPast = sessionRows.find((s) => s.status === 'completed' && s.spec.maxParticipants > 4);
  const mayaNext = sessionRows.find(
    (s) =>
      s.status === 'scheduled' &&
      s.startTime.getTime() > now.getTime() + MAYA_NEXT_AFTER_MS &&
      (s.currentParticipants ?? 0) < s.spec.maxParticipants - 4,
  );
  for (const s of [mayaPast, mayaNext]) if (s) s.currentParticipants = (s.currentParticipants ?? 0) + 1;

  const inserted: Array<{ id: string }> = [];
  await insertChunked(sessionRows, async (chunk) => {
    const rows = await tx
      .insert(sessions)
      .values(chunk.map(({ spec: _spec, ...row }) => row))
      .returning({ id: sessions.id });
    inserted.push(...rows);
  });

  // Every taken place is a real booking row, so participants always equal bookings.
  type BookingRow = typeof bookings.$inferInsert;
  const bookingRows: BookingRow[] = [];
  sessionRows.forEach((s, i) => {
    const sessionId = inserted[i]?.id as string;
    const mayaHere = s === mayaPast || s === mayaNext;
    const others = (s.currentParticipants ?? 0) - (mayaHere ? 1 : 0);
    const start = Math.floor(random() * members.length);
    for (let k = 0; k < others; k++) {
      bookingRows.push({
        userId: members[(start + k) % members.length]?.id as string,
        sessionId,
        status: s.status === 'completed' ? 'completed' : 'confirmed',
        amountPaid: s.spec.price,
        paymentIntentId: `demo_${i}_${k}`,
        paymentReference: `demo_${i}_${k}`,
        paidAt: now,
      });
    }
    if (mayaHere) {
      bookingRows.push({
        userId: mayaId,
        sessionId,
        status: s.status === 'completed' ? 'completed' : 'confirmed',
        amountPaid: s.spec.price,
        paymentIntentId: `demo_maya_${i}`,
        paymentReference: `demo_maya_${i}`,
        paidAt: now,
      });
    }
  });
  await insertChunked(bookingRows, (chunk) => tx.insert(bookings).values(chunk));

  const classIdsOf = (studioIndex: number) =>
    classSpecs.flatMap((c, k) =>
      c.studioId === studioRows[studioIndex]?.id ? [classRows[k]?.id as string] : [],
    );
  const reviewRows = seedReviewRows({
    now,
    studios: LONDON_STUDIOS.map((spec, i) => ({
      id: studioRows[i]?.id as string,
      rating: spec.rating,
      reviewCount: spec.reviewCount,
      classIds: classIdsOf(i),
    })),
    reviewerIds: members.map((m) => m.id),
  });
  await insertChunked(reviewRows, (chunk) => tx.insert(reviews).values(chunk));
  await refreshSeededRatings(
    tx,
    studioRows.map((st) => st.id),
  );
}
