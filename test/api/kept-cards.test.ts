import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../helpers/dates';
import { bearer, bookPlace, createUserWithToken } from '../helpers/fixtures';
import {
  expectPrunedBelowFloor,
  keptWorld,
  outcomeCounts,
  publicClass,
  restorePlaces,
  rowsOf,
  takePlacesUnnoted,
  withFloorPastNow,
} from '../helpers/kept-world';

// Cards kept by snapshot (docs/decisions/0109): a class's card in the list is given again while no
// transaction has changed the catalogue or the class's places and its first listed session has not
// started, and written afresh otherwise. Each test first shows a card is kept (a change the
// triggers are kept from noting is not seen), then that a noted change, the clock, or a commit seen
// later has it written again; and every kept card is the card a list near a place (never kept)
// writes afresh.

const world = keptWorld(daysFromToday(2));
const db = () => world.t.database.db;

interface Card {
  id: string;
  title: string;
  teachers: Array<{ name: string }>;
  upcomingSessions: Array<{ id: string; currentParticipants: number; availableSpots: number }>;
  studio: { name: string };
  distanceKm?: number | null;
}

/** The cards given again and written so far, as /metrics reports them. */
const cardCounts = () => outcomeCounts(world, 'attune_kept_cards_total', ['kept', 'written'] as const);

async function list(url: string): Promise<Card[]> {
  const res = await world.t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Card[];
}

/** The class's card in the list (every class on one page). */
async function cardOf(classId: string): Promise<Card> {
  const card = (await list('/api/classes?limit=100')).find((c) => c.id === classId);
  if (!card) throw new Error(`class ${classId} is not listed`);
  return card;
}

/**
 * Every card of the list is the card written afresh: the list near a place writes each one for its
 * page, with the distance as its last field.
 */
async function expectEveryCardFresh() {
  const kept = await list('/api/classes?limit=100&sort=price-asc');
  const fresh = (await list('/api/classes?limit=100&sort=price-asc&near=51.5,-0.1')).map(
    ({ distanceKm: _distance, ...card }) => card,
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(JSON.stringify(kept)).toBe(JSON.stringify(fresh));
}

const owned = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  world.t.app.inject({ method, url, headers: bearer(world.owner.token), payload });

describe('kept cards', () => {
  it('gives a card again until its places, class, teachers or studio change', async () => {
    const { studioId, classId, sessionIds } = await publicClass(world, 'Kept Card Yoga');
    const [sessionId] = sessionIds as [string];
    expect((await cardOf(classId)).upcomingSessions[0]).toMatchObject({
      currentParticipants: 0,
      availableSpots: 10,
    });

    // Unnoted, two places taken do not show: the card is kept, and so is every other on the page.
    await takePlacesUnnoted(world, sessionId, 2);
    const counted = await cardCounts();
    // A query not asked before: its answer is computed (an answer asked again is kept whole, 0113).
    const page = await list('/api/classes?limit=99');
    expect(page.find((c) => c.id === classId)?.upcomingSessions[0]).toMatchObject({
      currentParticipants: 0,
      availableSpots: 10,
    });
    expect(await cardCounts()).toEqual({ kept: counted.kept + page.length, written: counted.written });

    // A booking notes its class's places, once: the card is written again, with every place taken.
    const notes = async () =>
      (
        await rowsOf<{ n: number }>(
          world,
          sql`select count(*)::int as n from place_changes where class_id = ${classId}`,
        )
      )[0]?.n;
    const before = await notes();
    const student = await createUserWithToken(db());
    const booked = await bookPlace(world.t.app, student.token, sessionId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await notes()).toBe(Number(before) + 1);
    expect((await cardOf(classId)).upcomingSessions[0]).toMatchObject({
      currentParticipants: 3,
      availableSpots: 7,
    });

    // The class renamed by its owner.
    expect((await owned('PATCH', `/api/classes/${classId}`, { title: 'Kept Card Renamed' })).statusCode).toBe(
      200,
    );
    expect((await cardOf(classId)).title).toBe('Kept Card Renamed');

    // A teacher named for it, then renamed.
    const teacher = await owned('POST', `/api/studios/${studioId}/teachers`, { name: 'Ines Card' });
    expect(teacher.statusCode, teacher.body).toBe(201);
    const taught = await owned('PATCH', `/api/classes/${classId}`, { teacherIds: [teacher.json().id] });
    expect(taught.statusCode, taught.body).toBe(200);
    expect((await cardOf(classId)).teachers.map((x) => x.name)).toEqual(['Ines Card']);
    const renamed = await owned('PATCH', `/api/teachers/${teacher.json().id}`, { name: 'Ines Carde' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await cardOf(classId)).teachers.map((x) => x.name)).toEqual(['Ines Carde']);

    // Its studio renamed.
    expect((await owned('PATCH', `/api/studios/${studioId}`, { name: 'Kept Card Studio' })).statusCode).toBe(
      200,
    );
    expect((await cardOf(classId)).studio.name).toBe('Kept Card Studio');
    await restorePlaces(world, sessionId, 1);
    await expectEveryCardFresh();
  });

  it('moves a card’s sessions on once its first listed session starts', async () => {
    const { classId, sessionIds } = await publicClass(world, 'Moving Card Yoga', [2, 40]);
    const [first, second] = sessionIds as [string, string];
    expect((await cardOf(classId)).upcomingSessions.map((s) => s.id)).toEqual([first, second]);

    // Until the first starts, the card is kept: an unnoted change does not show.
    world.now = new Date(world.now.getTime() + 3_600_000);
    await takePlacesUnnoted(world, second, 4);
    expect((await cardOf(classId)).upcomingSessions.map((s) => [s.id, s.currentParticipants])).toEqual([
      [first, 0],
      [second, 0],
    ]);

    // Nothing written: only the clock passes the first session's start, and the card is written again.
    world.now = new Date(world.now.getTime() + 2 * 3_600_000);
    expect((await cardOf(classId)).upcomingSessions.map((s) => [s.id, s.currentParticipants])).toEqual([
      [second, 4],
    ]);
    // A clock set back is never given a card written later.
    world.now = new Date(world.now.getTime() - 2 * 3_600_000);
    expect((await cardOf(classId)).upcomingSessions.map((s) => s.id)).toEqual([first, second]);
    world.now = new Date(world.now.getTime() + 2 * 3_600_000);
    await restorePlaces(world, second, 0);
    await expectEveryCardFresh();
  });

  it('prunes the places’ notes below the floor, and writes again a card kept under an older snapshot', async () => {
    const { classId, sessionIds } = await publicClass(world, 'Pruned Card Yoga');
    const [sessionId] = sessionIds as [string];
    const student = await createUserWithToken(db());
    expect((await bookPlace(world.t.app, student.token, sessionId)).statusCode).toBe(201);
    expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(1);
    await takePlacesUnnoted(world, sessionId, 5);
    expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(1);

    // The floor is raised at most once per interval given, and then nothing noted below it is left.
    await expectPrunedBelowFloor(world, 'place_changes');
    await db().execute(sql`update catalogue_changes_floor set raised_at = clock_timestamp()`);
    const floor = await rowsOf(world, sql`select below::text from catalogue_changes_floor`);
    await db().execute(sql`select prune_catalogue_changes('1 hour'::interval)`);
    expect(await rowsOf(world, sql`select below::text from catalogue_changes_floor`)).toEqual(floor);

    // A floor past the snapshot the card was kept under: written again.
    await withFloorPastNow(world, async () => {
      expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(5);
    });
    await restorePlaces(world, sessionId, 1);
    await expectEveryCardFresh();
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'writes a card again when a booking committed after it was written becomes visible',
    async () => {
      const { classId, sessionIds } = await publicClass(world, 'Late Card Yoga');
      const [sessionId] = sessionIds as [string];
      expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(0);
      const other = new pg.Client({ connectionString: world.t.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update sessions set current_participants = 2 where id = $1', [sessionId]);
        // Written while the change is still open: without it, and kept under this snapshot.
        expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(0);
        expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(0);
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect((await cardOf(classId)).upcomingSessions[0]?.currentParticipants).toBe(2);
      await restorePlaces(world, sessionId, 0);
    },
  );
});
