import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDates } from '../../src/common/weekly-schedule';
import { bookings, sessions, waitlistEntries } from '../../src/server/db/schema';
import {
  addDays,
  lastSunday,
  NEXT_YEAR,
  nextYear,
  weekdayOnOrAfter,
  weekdaysBetween,
} from '../helpers/dates';
import { bearer, createUserWithToken, payFor, type TestUser } from '../helpers/fixtures';
import { addClassAs, addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let classId: string;
let onlineClassId: string;
let studioId: string;

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  studioId = await addStudioAs(t, owner.token, {
    name: 'Session Studio',
    address: '3 Lower Marsh',
    postcode: 'SE1 7RJ',
  });
  const addClass = (deliveryMethod: string) =>
    addClassAs(t, owner.token, studioId, {
      title: 'Evening Flow',
      serviceType: 'yoga',
      deliveryMethod,
      duration: 75,
      price: '18',
      maxParticipants: 4,
    });
  classId = await addClass('in-person');
  onlineClassId = await addClass('online');
});
afterAll(() => t?.close());

function post(url: string, payload: object, token = owner.token) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function book(sessionId: string) {
  const s = await createUserWithToken(t.database.db);
  const res = await post('/api/bookings', { sessionId, amountPaid: '18.00' }, s.token);
  expect(res.statusCode, res.body).toBe(201);
  // Paid at checkout, so the booking is confirmed.
  const paid = await payFor(t.app, s.token, res.json().id);
  expect(paid.statusCode, paid.body).toBe(200);
  return { student: s, booking: paid.json() };
}

describe('POST /api/classes/:id/sessions', () => {
  it('creates a one-off session ending after the class duration by default (201), listed publicly at once', async () => {
    const start = inHours(30);
    const res = await post(`/api/classes/${classId}/sessions`, {
      startTime: start,
      specialInstructions: 'Side door',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      classId,
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 75 * 60_000).toISOString(),
      status: 'scheduled',
      currentParticipants: 0,
      maxParticipants: 4,
      availableSpots: 4,
      specialInstructions: 'Side door',
      meetingLink: null,
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(detail.json().upcomingSessions.map((s: { id: string }) => s.id)).toContain(res.json().id);
  });

  it('a meeting link is for online classes only; a second session at the same instant is a 409', async () => {
    const start = inHours(40);
    const online = await post(`/api/classes/${onlineClassId}/sessions`, {
      startTime: start,
      endTime: inHours(41),
      meetingLink: 'https://meet.example.com/room',
    });
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json().meetingLink).toBe('https://meet.example.com/room');
    const inPerson = await post(`/api/classes/${classId}/sessions`, {
      startTime: start,
      meetingLink: 'https://meet.example.com/room',
    });
    expect(inPerson.statusCode).toBe(400);
    expect(inPerson.json().message).toBe('Meeting link is only for online classes');
    const again = await post(`/api/classes/${onlineClassId}/sessions`, { startTime: start });
    expect(again.statusCode).toBe(409);
  });

  it("another owner's class is a 404, a student 403, no token 401", async () => {
    const body = { startTime: inHours(50) };
    expect((await post(`/api/classes/${classId}/sessions`, body, otherOwner.token)).statusCode).toBe(404);
    expect((await post(`/api/classes/${classId}/sessions`, body, student.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/sessions`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/classes/:id/schedules', () => {
  async function schedule(body: object) {
    const res = await post(`/api/classes/${classId}/schedules`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      created: number;
      skipped: number;
      sessions: Array<{ startTime: string; endTime: string }>;
    };
  }

  // Next year's spring: 1 March is always in GMT and 15 April in BST (the clocks go forward on
  // March's last Sunday).
  const spring = { from: nextYear('03-01'), until: nextYear('04-15') };

  it('across the March clock change: every session at 18:30 London time, before and after', async () => {
    const body = { weekdays: ['MO', 'TH'], startTime: '18:30', ...spring };
    const result = await schedule(body);
    // Every Monday and Thursday from 1 March to 15 April.
    const days = weekdaysBetween(spring.from, spring.until, ['MO', 'TH']);
    expect(days.length).toBeGreaterThanOrEqual(12);
    expect(result.created).toBe(days.length);
    expect(result.sessions.map((s) => londonClock.format(new Date(s.startTime)))).toEqual(
      Array(days.length).fill('18:30'),
    );
    // GMT before the change (18:30Z), BST after (17:30Z).
    expect(result.sessions[0]?.startTime).toBe(`${days[0]}T18:30:00.000Z`);
    expect(result.sessions.at(-1)?.startTime).toBe(`${days.at(-1)}T17:30:00.000Z`);
    const change = lastSunday(NEXT_YEAR, 3);
    for (const [i, day] of days.entries()) {
      expect(result.sessions[i]?.startTime).toBe(`${day}T${day < change ? '18' : '17'}:30:00.000Z`);
    }
    expect(
      new Date(result.sessions[0]?.endTime as string).getTime() -
        new Date(result.sessions[0]?.startTime as string).getTime(),
    ).toBe(75 * 60_000);
    // The page's preview computes the very same instants.
    expect(result.sessions.map((s) => s.startTime)).toEqual(
      scheduleDates({ ...body, weekdays: ['MO', 'TH'] }, new Date()).map((d) => d.toISOString()),
    );

    const repeated = await schedule(body);
    expect(repeated).toEqual({ created: 0, skipped: days.length, sessions: [] });
  });

  it('across the October clock change: the same London time on both sides', async () => {
    const autumn = { from: nextYear('10-16'), until: nextYear('11-07') };
    const result = await schedule({ weekdays: ['SU', 'SA'], startTime: '09:00', ...autumn });
    expect(result.created).toBe(weekdaysBetween(autumn.from, autumn.until, ['SU', 'SA']).length);
    expect(new Set(result.sessions.map((s) => londonClock.format(new Date(s.startTime))))).toEqual(
      new Set(['09:00']),
    );
    // The clocks go back at 01:00 UTC on October's last Sunday: 09:00 BST the Sunday before, GMT on it.
    const change = lastSunday(NEXT_YEAR, 10);
    expect(result.sessions.map((s) => s.startTime)).toContain(`${addDays(change, -7)}T08:00:00.000Z`);
    expect(result.sessions.map((s) => s.startTime)).toContain(`${change}T09:00:00.000Z`);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.classId, classId));
    expect(rows.filter((r) => r.startTime.toISOString() === `${change}T09:00:00.000Z`)).toHaveLength(1);
  });

  it('an overlapping schedule creates only the dates not yet taken', async () => {
    const rule = { from: nextYear('04-05'), until: nextYear('04-26') };
    const result = await schedule({ weekdays: ['MO'], startTime: '18:30', ...rule });
    // The spring rule above took the Mondays up to 15 April.
    const mondays = weekdaysBetween(rule.from, rule.until, ['MO']);
    const taken = mondays.filter((day) => day <= spring.until).length;
    expect(taken).toBeGreaterThan(0);
    expect(result).toMatchObject({ created: mondays.length - taken, skipped: taken });
  });

  it('gives every session its instructions and, for an online class, the link to join, which only the owner and paid students see', async () => {
    const firstTuesday = weekdayOnOrAfter(nextYear('05-04'), 'TU');
    const rule = {
      weekdays: ['TU'],
      startTime: '07:15',
      from: firstTuesday,
      until: addDays(firstTuesday, 14),
    };
    const link = 'https://meet.example.com/tuesday-flow';
    const res = await post(`/api/classes/${onlineClassId}/schedules`, {
      ...rule,
      specialInstructions: 'Have a blanket nearby.',
      meetingLink: link,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().sessions as Array<{
      id: string;
      meetingLink: string;
      specialInstructions: string;
    }>;
    expect(created).toHaveLength(3);
    for (const s of created)
      expect(s).toMatchObject({ meetingLink: link, specialInstructions: 'Have a blanket nearby.' });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/owner/studios/${studioId}/classes`,
      headers: bearer(owner.token),
    });
    const listed = (
      mine.json() as Array<{
        id: string;
        upcomingSessions: Array<{ id: string; meetingLink: string | null }>;
      }>
    )
      .find((c) => c.id === onlineClassId)
      ?.upcomingSessions.find((s) => s.id === created[0]?.id);
    expect(listed?.meetingLink).toBe(link);
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/classes/${onlineClassId}` });
    expect(publicPage.body).not.toContain(link);

    const inPerson = await post(`/api/classes/${classId}/schedules`, { ...rule, meetingLink: link });
    expect(inPerson.statusCode).toBe(400);
    expect(inPerson.json().message).toBe('Meeting link is only for online classes');
    const bad = await post(`/api/classes/${onlineClassId}/schedules`, {
      ...rule,
      meetingLink: 'http://meet.example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Meeting link must be an https:// address, e.g. https://example.com');
  });

  it("another owner's class is a 404, a student 403", async () => {
    const body = { weekdays: ['MO'], startTime: '07:00', from: nextYear('05-03'), until: nextYear('05-31') };
    expect((await post(`/api/classes/${classId}/schedules`, body, otherOwner.token)).statusCode).toBe(404);
    expect((await post(`/api/classes/${classId}/schedules`, body, student.token)).statusCode).toBe(403);
  });
});

describe('sessions of one class never overlap', () => {
  // A Monday in June, 18:30 London (BST): the class lasts 75 minutes, to 19:45.
  const monday = weekdayOnOrAfter(nextYear('06-07'), 'MO');
  const at = (londonTime: string, day = monday) => new Date(`${day}T${londonTime}:00+01:00`).toISOString();

  it('refuses a session that overlaps another of the class, and skips such dates in a weekly rule', async () => {
    const first = await post(`/api/classes/${classId}/sessions`, { startTime: at('18:30') });
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await post(`/api/classes/${classId}/sessions`, { startTime: at('19:00') });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe('This class already has a session at that time.');
    // One may start as the other ends; another class is not concerned.
    const next = await post(`/api/classes/${classId}/sessions`, { startTime: at('19:45') });
    expect(next.statusCode, next.body).toBe(201);
    expect(
      (await post(`/api/classes/${onlineClassId}/sessions`, { startTime: at('19:00') })).statusCode,
    ).toBe(201);

    const weekly = await post(`/api/classes/${classId}/schedules`, {
      weekdays: ['MO'],
      startTime: '19:00',
      from: monday,
      until: addDays(monday, 14),
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect(weekly.json()).toMatchObject({ created: 2, skipped: 1 });

    // Moving a session onto another's time is refused, and it stays where it was.
    const later = weekly.json().sessions[0] as { id: string; startTime: string };
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${later.id}`,
      headers: bearer(owner.token),
      payload: { startTime: at('20:00') },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('This class already has a session at that time.');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, later.id));
    expect(row?.startTime.toISOString()).toBe(later.startTime);

    // A cancelled session gives its time back.
    const cancelled = await post(`/api/sessions/${first.json().id}/cancel`, { reason: 'Teacher away' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await post(`/api/classes/${classId}/sessions`, { startTime: at('18:15') })).statusCode).toBe(201);
  });
});

describe('PATCH /api/sessions/:id', () => {
  it('moves an upcoming session, keeping its length, and raises its sequence', async () => {
    const created = (await post(`/api/classes/${classId}/sessions`, { startTime: inHours(60) })).json();
    const start = inHours(62);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${created.id}`,
      headers: bearer(owner.token),
      payload: { startTime: start, specialInstructions: 'Room 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 75 * 60_000).toISOString(),
      specialInstructions: 'Room 2',
    });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, created.id));
    expect(row?.sequence).toBe(1);
  });

  it('a session that has started is a 409; another owner gets 404, a student 403', async () => {
    const past = new Date(Date.now() - 3_600_000);
    const [row] = await t.database.db
      .insert(sessions)
      .values({ classId, startTime: past, endTime: new Date(past.getTime() + 4_500_000) })
      .returning();
    const url = `/api/sessions/${row?.id}`;
    const payload = { specialInstructions: 'Late' };
    const started = await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('Only upcoming sessions can be changed.');
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: bearer(otherOwner.token), payload })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: bearer(student.token), payload })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/sessions/:id/cancel', () => {
  it('cancels the session, its confirmed bookings and its waiting list; the student sees why; idempotent', async () => {
    const session = (await post(`/api/classes/${classId}/sessions`, { startTime: inHours(70) })).json();
    const first = await book(session.id);
    await book(session.id);
    const waiting = await createUserWithToken(t.database.db);
    await t.database.db.insert(waitlistEntries).values({ sessionId: session.id, userId: waiting.id });

    const res = await post(`/api/sessions/${session.id}/cancel`, { reason: 'The teacher is unwell' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      currentParticipants: 0,
      availableSpots: 0,
      cancellationReason: 'The teacher is unwell',
    });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, session.id));
    expect(rows).toHaveLength(2);
    for (const b of rows) {
      expect(b).toMatchObject({
        status: 'cancelled',
        refund: 'full',
        cancellationReason: 'Cancelled by the studio: The teacher is unwell',
      });
      expect(b.cancelledAt).toBeInstanceOf(Date);
    }
    const [entry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, session.id), eq(waitlistEntries.userId, waiting.id)));
    expect(entry?.status).toBe('cancelled');

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/user/bookings',
      headers: bearer(first.student.token),
    });
    expect(dashboard.json()[0]).toMatchObject({
      id: first.booking.id,
      status: 'cancelled',
      cancellationReason: 'Cancelled by the studio: The teacher is unwell',
    });
    // The session left the catalogue and takes no more bookings.
    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(detail.json().upcomingSessions.some((s: { id: string }) => s.id === session.id)).toBe(false);
    const late = await createUserWithToken(t.database.db);
    const refused = await post('/api/bookings', { sessionId: session.id, amountPaid: '18.00' }, late.token);
    expect(refused.statusCode).toBe(409);

    const again = await post(`/api/sessions/${session.id}/cancel`, { reason: 'Another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'The teacher is unwell' });
    const after = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, session.id));
    expect(after.map((b) => b.cancellationReason)).toEqual(rows.map((b) => b.cancellationReason));
  });

  it("another owner's session is a 404 and stays scheduled; a student 403; no token 401", async () => {
    const session = (await post(`/api/classes/${classId}/sessions`, { startTime: inHours(80) })).json();
    const url = `/api/sessions/${session.id}/cancel`;
    expect((await post(url, { reason: 'Mine now' }, otherOwner.token)).statusCode).toBe(404);
    expect((await post(url, { reason: 'Mine now' }, student.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload: { reason: 'x' } })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.status).toBe('scheduled');
  });
});

describe('GET /api/owner/classes/:id/sessions', () => {
  it('lists upcoming sessions with cancelled ones, and past ones apart; another owner 404, a student 403', async () => {
    const kept = (await post(`/api/classes/${onlineClassId}/sessions`, { startTime: inHours(90) })).json();
    const dropped = (await post(`/api/classes/${onlineClassId}/sessions`, { startTime: inHours(92) })).json();
    await post(`/api/sessions/${dropped.id}/cancel`, { reason: 'Holiday' });
    const past = new Date(Date.now() - 86_400_000);
    await t.database.db.insert(sessions).values({
      classId: onlineClassId,
      startTime: past,
      endTime: new Date(past.getTime() + 3_600_000),
      status: 'completed',
    });
    const url = `/api/owner/classes/${onlineClassId}/sessions`;
    const upcoming = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const list = upcoming.json() as Array<{ id: string; status: string; startTime: string }>;
    expect(list.map((s) => s.startTime)).toEqual([...list.map((s) => s.startTime)].sort());
    expect(list.find((s) => s.id === kept.id)).toMatchObject({ status: 'scheduled', maxParticipants: 4 });
    expect(list.find((s) => s.id === dropped.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Holiday',
    });
    const pastList = await t.app.inject({
      method: 'GET',
      url: `${url}?scope=past`,
      headers: bearer(owner.token),
    });
    expect(pastList.json()).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(otherOwner.token) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(student.token) })).statusCode).toBe(403);
  });
});
