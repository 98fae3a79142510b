import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSessionSchema } from '../../src/common/schemas/session';
import { sessions } from '../../src/server/db/schema';
import { bearer, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// The catalogue read model (docs/decisions/0087): the class list filters and sorts on copies kept
// on each class row by triggers. Whatever an owner or a review changes, the list answers at once as
// the tables it copies say, and the invariant catalogue-read-model-exact holds after every test.

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  ({ t, owner } = await createOwnerWorld());
});
afterAll(() => t?.close());
checkInvariantsAfterEach(() => t.database.db);

const get = (url: string) => t.app.inject({ method: 'GET', url });
/**
 * The ids a list answers. When the page is the last one (no next link), the count (X-Total-Count,
 * its own statement, docs/decisions/0098) must be exactly the page's length.
 */
const ids = async (url: string) => {
  const res = await get(url);
  const rows = res.json() as Array<{ id: string }>;
  if (!String(res.headers.link ?? '').includes('rel="next"')) {
    expect(Number(res.headers['x-total-count']), url).toBe(rows.length);
  }
  return rows.map((row) => row.id);
};
const everywhere = async (classId: string) =>
  [
    '/api/classes?limit=100',
    '/api/classes?sort=rating&limit=100',
    '/api/classes?sort=price-asc&limit=100',
    '/api/classes?sort=price-desc&limit=100',
    '/api/classes?sort=soonest&limit=100',
    '/api/classes?serviceType=yoga&limit=100',
  ].map(async (url) => (await ids(url)).includes(classId));

async function listedIn(classId: string): Promise<boolean[]> {
  return Promise.all(await everywhere(classId));
}

/** A yoga studio of the owner's on `street`, with no class yet. */
const copyStudio = (name: string, street: string) =>
  addStudioAs(t, owner.token, { name, address: street, postcode: 'E8 1AB', serviceTypes: ['yoga'] });

async function publicClass(name: string) {
  const studioId = await copyStudio(name, '8 Copy Street');
  const cls = await addClassTo(t, owner.token, studioId, { title: `${name} Flow`, price: 12 });
  await scheduleAs(t, owner.token, cls.id, 30);
  return { studioId, classId: cls.id as string };
}

describe('the catalogue read model', () => {
  it('lists a class in every sort once its studio is public, and drops it with its studio', async () => {
    const { studioId, classId } = await publicClass('Copy Yoga');
    expect(await listedIn(classId)).toEqual([true, true, true, true, true, true]);

    const close = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/${studioId}`,
      headers: bearer(owner.token),
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await listedIn(classId)).toEqual([false, false, false, false, false, false]);
  });

  it('drops an archived class and keeps its sister class while the studio has a session to come', async () => {
    const { studioId, classId } = await publicClass('Copy Yoga Two');
    // A second class with no session of its own: listed, because its studio is public.
    const sister = await addClassTo(t, owner.token, studioId, { title: 'Copy Sister', price: 9 });
    expect(await listedIn(sister.id)).toEqual([true, true, true, true, true, true]);

    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/classes/${classId}`,
      headers: bearer(owner.token),
    });
    expect(archive.statusCode, archive.body).toBe(200);
    // The archived class held the studio's only session to come: the studio is a draft again.
    expect((await ids('/api/classes?limit=100')).includes(classId)).toBe(false);
    expect((await ids('/api/classes?limit=100')).includes(sister.id)).toBe(false);
  });

  it("re-sorts a studio's classes as soon as its rating changes", async () => {
    // The aggregate as the review service writes it (reviews.repository), here set outright.
    const rate = (studioId: string, rating: string, count: number) =>
      t.database.db.execute(
        sql`update studios set rating = ${rating}::numeric, review_count = ${count} where id = ${studioId}`,
      );
    const rival = await publicClass('Copy Rival');
    await rate(rival.studioId, '4.50', 20);
    const { studioId, classId } = await publicClass('Copy Yoga Three');
    const first = async (sort: string) => (await ids(`/api/classes?sort=${sort}&limit=1`))[0];
    expect([await first('rating'), await first('recommended')]).toEqual([rival.classId, rival.classId]);

    await rate(studioId, '5.00', 400);
    expect([await first('rating'), await first('recommended')]).toEqual([classId, classId]);
    await rate(studioId, '3.00', 400);
    expect([await first('rating'), await first('recommended')]).toEqual([rival.classId, rival.classId]);
  });

  it('shows each card as the owner edits its class and studio', async () => {
    const { studioId, classId } = await publicClass('Copy Card Studio');
    const card = async () => {
      const list = (await get('/api/classes?limit=100')).json() as Array<Record<string, unknown>>;
      return list.find((row) => row.id === classId) as {
        title: string;
        price: string;
        studio: { name: string; rating: string; reviewCount: number; accessibility: string[] };
      };
    };
    const owned = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload });

    const edited = await owned(`/api/classes/${classId}`, { title: 'Copy Card Renamed', price: 14.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await card()).toMatchObject({ title: 'Copy Card Renamed', price: '14.50' });

    const studio = await owned(`/api/studios/${studioId}`, {
      name: 'Copy Card Studio & Café',
      accessibility: ['lift', 'step-free-entrance'],
    });
    expect(studio.statusCode, studio.body).toBe(200);
    await t.database.db.execute(
      sql`update studios set rating = 4.25, review_count = 8 where id = ${studioId}`,
    );
    expect((await card()).studio).toMatchObject({
      name: 'Copy Card Studio & Café',
      rating: '4.25',
      reviewCount: 8,
      accessibility: ['step-free-entrance', 'lift'],
    });
  });

  it('answers the time of day from the class row as its sessions are added, moved, cancelled and passed', async () => {
    // Next July, on British Summer Time: 18:30 in London is 17:30 UTC, 09:00 is 08:00 UTC.
    const year = new Date(t.app.clock()).getUTCFullYear() + 1;
    const london = (time: string) => `${year}-07-02T${time}:00+01:00`;
    const studioId = await copyStudio('Copy Parts Of The Day', '9 Copy Street');
    const cls = await addClassTo(t, owner.token, studioId, { title: 'Copy Dusk Flow', price: 11 });
    // Answered from the class row alone, and from its sessions (with places: the class has them all):
    // the two must agree at every step.
    const inPart = async (part: string) => {
      const fromRow = (await ids(`/api/classes?timeOfDay=${part}&limit=100`)).includes(cls.id);
      const fromSessions = (
        await ids(`/api/classes?timeOfDay=${part}&availability=available&limit=100`)
      ).includes(cls.id);
      expect(fromSessions, `${part} from the sessions`).toBe(fromRow);
      return fromRow;
    };
    const parts = async () => ({
      morning: await inPart('morning'),
      afternoon: await inPart('afternoon'),
      evening: await inPart('evening'),
    });
    const owned = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), payload });

    const added = await owned('POST', `/api/classes/${cls.id}/sessions`, { startTime: london('18:30') });
    expect(added.statusCode, added.body).toBe(201);
    const sessionId = added.json().id as string;
    expect(await parts()).toEqual({ morning: false, afternoon: false, evening: true });

    const moved = await owned('PATCH', `/api/sessions/${sessionId}`, { startTime: london('09:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await parts()).toEqual({ morning: true, afternoon: false, evening: false });

    const later = await owned('POST', `/api/classes/${cls.id}/sessions`, { startTime: london('13:15') });
    expect(later.statusCode, later.body).toBe(201);
    expect(await parts()).toEqual({ morning: true, afternoon: true, evening: false });
    const cancelled = await owned('POST', `/api/sessions/${later.json().id}/cancel`, {
      reason: 'Studio closed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await parts()).toEqual({ morning: true, afternoon: false, evening: false });

    // A session that has already started does not count, whatever part of the day it is in: with its
    // only upcoming session cancelled (a sister class keeps the studio public), the class is listed
    // but in no part of the day, though its last session of one part is that started one.
    const sister = await addClassTo(t, owner.token, studioId, { title: 'Copy Dawn Flow', price: 11 });
    await scheduleAs(t, owner.token, sister.id, 72);
    const gone = await owned('POST', `/api/sessions/${sessionId}/cancel`, { reason: 'Teacher away' });
    expect(gone.statusCode, gone.body).toBe(200);
    const started = new Date(t.app.clock().getTime() - 30 * 60_000);
    await t.database.db
      .insert(sessions)
      .values({ classId: cls.id, startTime: started, endTime: new Date(started.getTime() + 3_600_000) });
    expect(await ids('/api/classes?limit=100')).toContain(cls.id);
    expect(await parts()).toEqual({ morning: false, afternoon: false, evening: false });
  });

  it('keeps "with places" exact, alone and in a part of the day, whether the last session is full or not', async () => {
    // Next July, on British Summer Time. The class holds one student: a session is full once booked.
    const year = new Date(t.app.clock()).getUTCFullYear() + 1;
    const london = (day: number, time: string) => `${year}-07-0${day}T${time}:00+01:00`;
    const studioId = await copyStudio('Copy Places Left', '10 Copy Street');
    const cls = await addClassTo(t, owner.token, studioId, { title: 'Copy One Mat', maxParticipants: 1 });
    const owned = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), payload });
    const session = async (startTime: string) => {
      const res = await owned('POST', `/api/classes/${cls.id}/sessions`, { startTime });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const fill = async (sessionId: string) => {
      const student = await createUserWithToken(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(student.token),
        payload: { sessionId, amountPaid: cls.price },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const withPlaces = async () => ({
      any: (await ids('/api/classes?availability=available&limit=100')).includes(cls.id),
      spots: (await ids('/api/classes?availability=has-spots&sort=soonest&limit=100')).includes(cls.id),
      morning: (await ids('/api/classes?availability=available&timeOfDay=morning&limit=100')).includes(
        cls.id,
      ),
      evening: (await ids('/api/classes?availability=available&timeOfDay=evening&limit=100')).includes(
        cls.id,
      ),
    });

    const morning = await session(london(1, '09:00'));
    const evening = await session(london(2, '18:30'));
    const lastMorning = await session(london(3, '08:00'));
    expect(await withPlaces()).toEqual({ any: true, spots: true, morning: true, evening: true });

    // The class's last session (a morning) is full: the earlier ones still have a place.
    await fill(lastMorning);
    expect(await withPlaces()).toEqual({ any: true, spots: true, morning: true, evening: true });
    // The evening's only session is full: the evening has no place, the morning still has one.
    await fill(evening);
    expect(await withPlaces()).toEqual({ any: true, spots: true, morning: true, evening: false });
    // Every session is full.
    await fill(morning);
    expect(await withPlaces()).toEqual({ any: false, spots: false, morning: false, evening: false });
    // Still listed without the filter: a full class is in the catalogue, only not "with places".
    expect(await ids('/api/classes?limit=100')).toContain(cls.id);

    // A second place in each session: every one has room again.
    const raised = await owned('PATCH', `/api/classes/${cls.id}`, { maxParticipants: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await withPlaces()).toEqual({ any: true, spots: true, morning: true, evening: true });
  });
  it('lists each session as places are taken and freed, times move and sessions are cancelled', async () => {
    // The list, the studio page and the class page always agree on a session.
    const studioId = await copyStudio('Copy Session Heads', '11 Copy Street');
    const cls = await addClassTo(t, owner.token, studioId, { title: 'Copy Head Flow', maxParticipants: 2 });
    const owned = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(owner.token), payload });
    const listFields = Object.keys(listSessionSchema.shape);
    const pick = (session: Record<string, unknown>) =>
      Object.fromEntries(listFields.map((k) => [k, session[k]]));
    const everyAnswer = async () => {
      const list = (await get('/api/classes?limit=100')).json() as Array<{
        id: string;
        upcomingSessions: unknown[];
      }>;
      const studio = (await get(`/api/studios/${studioId}`)).json() as {
        classes: Array<{ id: string; upcomingSessions: unknown[] }>;
      };
      const page = (await get(`/api/classes/${cls.id}`)).json() as {
        upcomingSessions: Array<Record<string, unknown>>;
      };
      const listed = list.find((row) => row.id === cls.id)?.upcomingSessions;
      expect(studio.classes.find((row) => row.id === cls.id)?.upcomingSessions).toEqual(listed);
      expect(listed).toEqual(page.upcomingSessions.slice(0, 6).map(pick));
      return listed as Array<Record<string, unknown>>;
    };

    const first = await scheduleAs(t, owner.token, cls.id, 30);
    const second = await scheduleAs(t, owner.token, cls.id, 54);
    expect((await everyAnswer()).map((s) => [s.id, s.currentParticipants, s.availableSpots])).toEqual([
      [first, 0, 2],
      [second, 0, 2],
    ]);

    // A place taken, then another: the session is full, and never shows fewer than no places.
    const students = [await createUserWithToken(t.database.db), await createUserWithToken(t.database.db)];
    const booked: string[] = [];
    for (const student of students) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(student.token),
        payload: { sessionId: first, amountPaid: cls.price },
      });
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.json().id);
    }
    expect((await everyAnswer())[0]).toMatchObject({ id: first, currentParticipants: 2, availableSpots: 0 });

    // A place freed by its student.
    const freed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked[0]}/cancel`,
      headers: bearer((students[0] as TestUser).token),
      payload: {},
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await everyAnswer())[0]).toMatchObject({ id: first, currentParticipants: 1, availableSpots: 1 });

    // The first session moved after the second, to an instant with milliseconds: the order and both
    // times follow.
    const later = new Date(t.app.clock().getTime() + 80 * 3_600_000 + 123).toISOString();
    const moved = await owned('PATCH', `/api/sessions/${first}`, { startTime: later });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await everyAnswer();
    expect(afterMove.map((s) => s.id)).toEqual([second, first]);
    expect(afterMove[1]?.startTime).toBe(later);

    // The second cancelled by the studio: it leaves the lists.
    const cancelled = await owned('POST', `/api/sessions/${second}/cancel`, { reason: 'Studio closed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await everyAnswer()).map((s) => s.id)).toEqual([first]);
  });
});
