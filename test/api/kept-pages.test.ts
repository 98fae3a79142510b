import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../helpers/dates';
import { bearer, bookPlace, createUserWithToken, payFor } from '../helpers/fixtures';
import {
  HOUR,
  keptWorld,
  outcomeCounts,
  publicClass,
  restorePlaces,
  takePlacesUnnoted,
  withFloorPastNow,
} from '../helpers/kept-world';
import { addClassTo, scheduleAs } from '../helpers/owner-world';

// Pages kept by snapshot (docs/decisions/0112). A class page, `GET /api/classes/:id`, is given again while no
// transaction has changed the catalogue or what is noted for the class (its places, waiting lines,
// sessions' instructions), and the clock has not moved the page on (a session starting, one coming
// within the page's 90 days, a hold running out); it is written afresh otherwise. Each test first
// shows the page kept (a change the triggers are kept from noting is not seen), then that a noted
// change, the clock, or a commit seen later has it written again, and that the page then given is
// the page written afresh. A studio page, `GET /api/studios/:id` as everyone but its owner sees it,
// likewise, for every class of the studio.

const world = keptWorld(daysFromToday(2));
const db = () => world.t.database.db;

interface PageSession {
  id: string;
  currentParticipants: number;
  availableSpots: number;
  waitingCount: number;
  specialInstructions: string | null;
}
interface ClassPage {
  title: string;
  teachers: Array<{ name: string }>;
  studio: { name: string };
  upcomingSessions: PageSession[];
}

/** The class pages given again and written so far, as /metrics reports them. */
const pageCounts = () => outcomeCounts(world, 'attune_kept_class_pages_total', ['kept', 'written'] as const);
const studioPageCounts = () =>
  outcomeCounts(world, 'attune_kept_studio_pages_total', ['kept', 'written'] as const);

async function pageText(classId: string): Promise<string> {
  const res = await world.t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const page = async (classId: string) => JSON.parse(await pageText(classId)) as ClassPage;

/** The page's sessions as [id, places taken, waiting]: what the places and the waiting lines change. */
const placesOf = async (classId: string) =>
  (await page(classId)).upcomingSessions.map((s) => [s.id, s.currentParticipants, s.waitingCount]);

/**
 * The page given now is the page written afresh: the floor raised past every snapshot has it read
 * again, and the two are the same bytes. A class page by default; `text` and `counts` for another.
 */
async function expectPageFresh(id: string, text = pageText, counts = pageCounts) {
  const given = await text(id);
  await withFloorPastNow(world, async () => {
    const before = await counts();
    expect(await text(id)).toBe(given);
    expect((await counts()).written).toBe(before.written + 1);
  });
}

const owned = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  world.t.app.inject({ method, url, headers: bearer(world.owner.token), payload });

describe('kept class pages', () => {
  it('gives a page again until its places, waiting lines, instructions, class, teachers or studio change', async () => {
    const { studioId, classId, sessionIds } = await publicClass(world, 'Kept Page Yoga', [30], {
      maxParticipants: 1,
    });
    const [sessionId] = sessionIds as [string];
    expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);

    // Unnoted, a place taken does not show: the page is given again, not written.
    await takePlacesUnnoted(world, sessionId, 1);
    const counted = await pageCounts();
    expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
    expect(await pageCounts()).toEqual({ kept: counted.kept + 1, written: counted.written });
    await restorePlaces(world, sessionId, 0);

    // A booking: its one place taken.
    const booker = await createUserWithToken(db());
    const booked = await bookPlace(world.t.app, booker.token, sessionId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await payFor(world.t.app, booker.token, booked.json().id)).statusCode).toBe(200);
    expect(await placesOf(classId)).toEqual([[sessionId, 1, 0]]);

    // Someone joins the full session's waiting line, and leaves it.
    const waiter = await createUserWithToken(db());
    const joined = await world.t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(waiter.token),
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await placesOf(classId)).toEqual([[sessionId, 1, 1]]);
    const left = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${sessionId}/waitlist`,
      headers: bearer(waiter.token),
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await placesOf(classId)).toEqual([[sessionId, 1, 0]]);

    // The owner writes the session's instructions, which only the class's own page shows.
    const instructed = await owned('PATCH', `/api/sessions/${sessionId}`, {
      specialInstructions: 'Bring a blanket',
    });
    expect(instructed.statusCode, instructed.body).toBe(200);
    expect((await page(classId)).upcomingSessions[0]?.specialInstructions).toBe('Bring a blanket');

    // The class renamed; a teacher named for it, then renamed; its studio renamed.
    expect((await owned('PATCH', `/api/classes/${classId}`, { title: 'Kept Page Renamed' })).statusCode).toBe(
      200,
    );
    expect((await page(classId)).title).toBe('Kept Page Renamed');
    const teacher = await owned('POST', `/api/studios/${studioId}/teachers`, { name: 'Oona Page' });
    expect(teacher.statusCode, teacher.body).toBe(201);
    expect(
      (await owned('PATCH', `/api/classes/${classId}`, { teacherIds: [teacher.json().id] })).statusCode,
    ).toBe(200);
    expect((await page(classId)).teachers.map((x) => x.name)).toEqual(['Oona Page']);
    expect(
      (await owned('PATCH', `/api/teachers/${teacher.json().id}`, { name: 'Oona Paige' })).statusCode,
    ).toBe(200);
    expect((await page(classId)).teachers.map((x) => x.name)).toEqual(['Oona Paige']);
    expect((await owned('PATCH', `/api/studios/${studioId}`, { name: 'Kept Page Studio' })).statusCode).toBe(
      200,
    );
    expect((await page(classId)).studio.name).toBe('Kept Page Studio');
    await expectPageFresh(classId);

    // Archived (its booked session cancelled): no longer found, and nothing kept is given for it.
    const archived = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}?cancelSessions=true`,
      headers: bearer(world.owner.token),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const gone = await world.t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(gone.statusCode).toBe(404);
  });

  it('moves a page on when a session starts, another comes within its 90 days, or a hold runs out', async () => {
    // Sessions in 2 hours and in 40 hours, and one 91 days ahead: past the page's 90 days for a day.
    const { classId, sessionIds } = await publicClass(world, 'Moving Page Yoga', [2, 40, 91 * 24]);
    const [first, second, far] = sessionIds as [string, string, string];
    const ids = async () => (await page(classId)).upcomingSessions.map((s) => s.id);
    expect(await ids()).toEqual([first, second]);

    // Until the first starts the page is kept: an unnoted change does not show.
    world.now = new Date(world.now.getTime() + HOUR);
    await takePlacesUnnoted(world, second, 4);
    expect(await placesOf(classId)).toEqual([
      [first, 0, 0],
      [second, 0, 0],
    ]);
    // Nothing written: only the clock passes the first session's start.
    world.now = new Date(world.now.getTime() + 2 * HOUR);
    expect(await placesOf(classId)).toEqual([[second, 4, 0]]);
    // A clock set back is never given a page written later.
    world.now = new Date(world.now.getTime() - 2 * HOUR);
    expect(await ids()).toEqual([first, second]);
    world.now = new Date(world.now.getTime() + 2 * HOUR);
    await restorePlaces(world, second, 0);

    // A day on, the far session comes within the page's 90 days: nothing written, it is listed.
    expect(await ids()).toEqual([second]);
    world.now = new Date(world.now.getTime() + 24 * HOUR);
    expect(await ids()).toEqual([second, far]);

    // A place held and not paid: taken until the hold runs out, then free again on the page.
    const student = await createUserWithToken(db());
    const held = await bookPlace(world.t.app, student.token, far);
    expect(held.statusCode, held.body).toBe(201);
    expect(await placesOf(classId)).toEqual([
      [second, 0, 0],
      [far, 1, 0],
    ]);
    world.now = new Date(new Date(held.json().holdExpiresAt).getTime() + 1000);
    expect(await placesOf(classId)).toEqual([
      [second, 0, 0],
      [far, 0, 0],
    ]);
    await expectPageFresh(classId);
  });

  it('writes a page again when the floor of pruned notes passes the snapshot it was kept under', async () => {
    const { classId, sessionIds } = await publicClass(world, 'Pruned Page Yoga');
    const [sessionId] = sessionIds as [string];
    expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
    await takePlacesUnnoted(world, sessionId, 3);
    expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
    await withFloorPastNow(world, async () => {
      expect(await placesOf(classId)).toEqual([[sessionId, 3, 0]]);
    });
    await restorePlaces(world, sessionId, 0);
  });

  it('keeps no page of a class another request added a session to unseen', async () => {
    const { classId, sessionIds } = await publicClass(world, 'Added Page Yoga');
    expect((await page(classId)).upcomingSessions).toHaveLength(1);
    const added = await scheduleAs(world.t, world.owner.token, classId, 60);
    expect((await page(classId)).upcomingSessions.map((s) => s.id)).toEqual([sessionIds[0], added]);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'writes a page again when a booking committed after it was written becomes visible',
    async () => {
      const { classId, sessionIds } = await publicClass(world, 'Late Page Yoga');
      const [sessionId] = sessionIds as [string];
      expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
      const other = new pg.Client({ connectionString: world.t.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update sessions set current_participants = 2 where id = $1', [sessionId]);
        // Written while the change is still open (a clock a moment back asks about nothing kept):
        // without it, kept under this snapshot, and given again.
        world.now = new Date(world.now.getTime() - 1);
        const written = await pageCounts();
        expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
        world.now = new Date(world.now.getTime() + 1);
        expect(await placesOf(classId)).toEqual([[sessionId, 0, 0]]);
        expect(await pageCounts()).toEqual({ kept: written.kept + 1, written: written.written + 1 });
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(await placesOf(classId)).toEqual([[sessionId, 2, 0]]);
      await restorePlaces(world, sessionId, 0);
    },
  );
});

interface StudioPage {
  name: string;
  isPublic: boolean;
  classes: Array<{
    id: string;
    title: string;
    upcomingSessions: Array<{ id: string; currentParticipants: number }>;
  }>;
}

async function studioText(studioId: string, token?: string): Promise<string> {
  const res = await world.t.app.inject({
    method: 'GET',
    url: `/api/studios/${studioId}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The studio page's classes as [class id, [session id, places taken]…]. */
const studioPlaces = async (studioId: string, token?: string) =>
  (JSON.parse(await studioText(studioId, token)) as StudioPage).classes.map((c) => [
    c.id,
    c.upcomingSessions.map((s) => [s.id, s.currentParticipants]),
  ]);

describe('kept studio pages', () => {
  it('gives a studio page again until something noted of one of its classes changes, or a session starts', async () => {
    const { studioId, classId, sessionIds } = await publicClass(world, 'Kept Studio Page', [3, 30]);
    const [first, second] = sessionIds as [string, string];
    const other = (await addClassTo(world.t, world.owner.token, studioId, { title: 'Kept Studio Second' }))
      .id;
    const otherSession = await scheduleAs(world.t, world.owner.token, other, 50);
    const places = () => studioPlaces(studioId);
    const byTitle = [
      [
        classId,
        [
          [first, 0],
          [second, 0],
        ],
      ],
      [other, [[otherSession, 0]]],
    ];
    expect(await places()).toEqual(byTitle);

    // Unnoted, a place taken does not show: the page is given again, not written. Its owner, signed
    // in, is answered afresh (they may see their draft), and nothing of that is kept.
    await takePlacesUnnoted(world, second, 2);
    const counted = await studioPageCounts();
    expect(await places()).toEqual(byTitle);
    expect(await studioPageCounts()).toEqual({ kept: counted.kept + 1, written: counted.written });
    expect((await studioPlaces(studioId, world.owner.token))[0]).toEqual([
      classId,
      [
        [first, 0],
        [second, 2],
      ],
    ]);
    expect(await places()).toEqual(byTitle);
    await restorePlaces(world, second, 0);

    // A booking of the studio's other class.
    const student = await createUserWithToken(db());
    const booked = await bookPlace(world.t.app, student.token, otherSession);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await places())[1]).toEqual([other, [[otherSession, 1]]]);

    // The class renamed: a catalogue change.
    expect(
      (await owned('PATCH', `/api/classes/${classId}`, { title: 'Kept Studio Page Renamed' })).statusCode,
    ).toBe(200);
    const renamed = JSON.parse(await studioText(studioId)) as StudioPage;
    expect(renamed.classes.map((c) => c.title)).toEqual(['Kept Studio Page Renamed', 'Kept Studio Second']);

    // Unnoted again, then only the clock passes the first session's start: written again.
    await takePlacesUnnoted(world, second, 3);
    expect((await places())[0]).toEqual([
      classId,
      [
        [first, 0],
        [second, 0],
      ],
    ]);
    world.now = new Date(world.now.getTime() + 4 * HOUR);
    expect((await places())[0]).toEqual([classId, [[second, 3]]]);
    await restorePlaces(world, second, 0);

    await expectPageFresh(studioId, (id) => studioText(id), studioPageCounts);
  });
});
