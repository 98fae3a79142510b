import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import {
  bearer,
  createSession,
  createUsersWithTokens,
  insertBookings,
  payFor,
  type TestUser,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let student: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [student, other] = (await createUsersWithTokens(t.database.db, 2)) as [TestUser, TestUser];
});
afterAll(() => t?.close());

const HOUR = 3_600_000;

/** Parses the text with ical.js and returns its calendar component (throws on invalid iCalendar). */
function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}
const events = (cal: ICAL.Component) => cal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
const bookingIcs = (id: string, u = student) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics`, headers: bearer(u.token) });

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('is an RFC 5545 calendar with one event for the booking', async () => {
    const s = await createSession(t.database.db, { startsInMs: 48 * HOUR });
    const [id] = await insertBookings(t.database.db, s.sessionId, [student.id]);
    const res = await bookingIcs(id as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attune-test-flow.ics"');

    const cal = parse(res.body);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(cal.getFirstPropertyValue('prodid'))).toContain('Attune');
    const [event, ...rest] = events(cal);
    expect(rest).toEqual([]);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(event?.uid).toBe(`${id}@attune.london`);
    // iCalendar times are to the second.
    const seconds = (d: Date | undefined) => Math.floor((d?.getTime() ?? 0) / 1000);
    expect(seconds(event?.startDate.toJSDate())).toBe(seconds(session?.startTime));
    expect(seconds(event?.endDate.toJSDate())).toBe(seconds(session?.endTime));
    expect(event?.startDate.zone.tzid).toBe('UTC');
    expect(event?.summary).toBe('Test Flow · Test Studio');
    expect(event?.location).toBe('Test Studio, 1 Test Street, London, E1 6AN');
    expect(event?.description).toContain('Free cancellation until');
    expect(event?.sequence).toBe(0);
    const vevent = cal.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(vevent?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('sends the same UID with STATUS:CANCELLED and a higher SEQUENCE after a cancellation', async () => {
    const s = await createSession(t.database.db, { startsInMs: 48 * HOUR });
    await t.database.db.update(sessions).set({ sequence: 2 }).where(eq(sessions.id, s.sessionId));
    const [id] = await insertBookings(t.database.db, s.sessionId, [student.id]);
    const before = parse((await bookingIcs(id as string)).body).getFirstSubcomponent('vevent');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const after = parse((await bookingIcs(id as string)).body).getFirstSubcomponent('vevent');
    expect(after?.getFirstPropertyValue('uid')).toBe(before?.getFirstPropertyValue('uid'));
    expect(before?.getFirstPropertyValue('sequence')).toBe(2);
    expect(after?.getFirstPropertyValue('sequence')).toBe(3);
    expect(after?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('puts the meeting link in LOCATION for an online class', async () => {
    const s = await createSession(t.database.db, { startsInMs: 48 * HOUR, deliveryMethod: 'online' });
    const [id] = await insertBookings(t.database.db, s.sessionId, [student.id]);
    const [event] = events(parse((await bookingIcs(id as string)).body));
    expect(event?.location).toBe('https://meet.attune.london/test-room');
  });

  it('gives a pending hold STATUS:TENTATIVE without the meeting link; only once paid does it carry it', async () => {
    const s = await createSession(t.database.db, { startsInMs: 48 * HOUR, deliveryMethod: 'online' });
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(student.token),
      payload: { sessionId: s.sessionId, amountPaid: '18.00' },
    });
    expect(held.json().status).toBe('pending');
    const pending = await bookingIcs(held.json().id);
    expect(pending.body).not.toContain('meet.attune.london');
    const vevent = parse(pending.body).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(vevent?.getFirstPropertyValue('location')).toBe('Online');

    expect((await payFor(t.app, student.token, held.json().id)).statusCode).toBe(200);
    const paid = parse((await bookingIcs(held.json().id)).body).getFirstSubcomponent('vevent');
    expect(paid?.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(paid?.getFirstPropertyValue('location')).toBe('https://meet.attune.london/test-room');
  });

  it("answers 404 for another user's booking", async () => {
    const s = await createSession(t.database.db);
    const [id] = await insertBookings(t.database.db, s.sessionId, [student.id]);
    const res = await bookingIcs(id as string, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
  });
});

describe('the personal calendar feed', () => {
  const feed = (method: 'GET' | 'POST' | 'DELETE', u = student) =>
    t.app.inject({ method, url: '/api/user/calendar-feed', headers: bearer(u.token) });

  it("builds the feed's URL from PUBLIC_URL, never from the request's Host header", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/calendar-feed',
      headers: { ...bearer(other.token), host: 'evil.example' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('is created with a long random secret, stored only hashed, and lists upcoming bookings', async () => {
    expect((await feed('GET')).json()).toEqual({ active: false });
    const created = await feed('POST');
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    const secret = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] as string;
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect((await feed('GET')).json()).toEqual({ active: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.calendarFeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.calendarFeedHash).not.toContain(secret);

    const upcoming = await createSession(t.database.db, { startsInMs: 24 * HOUR });
    const past = await createSession(t.database.db, { startsInMs: -24 * HOUR });
    const [next] = await insertBookings(t.database.db, upcoming.sessionId, [student.id]);
    await insertBookings(t.database.db, past.sessionId, [student.id]);
    await insertBookings(t.database.db, upcoming.sessionId, [other.id]);

    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = events(parse(res.body)).map((e) => e.uid);
    expect(uids).toContain(`${next}@attune.london`);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/user/bookings',
      headers: bearer(student.token),
    });
    const pastIds = all
      .json()
      .filter((b: { status: string }) => b.status === 'completed')
      .map((b: { id: string }) => b.id);
    for (const id of pastIds) expect(uids).not.toContain(`${id}@attune.london`);
    expect(res.body).not.toContain(other.id);
  });

  it('reset revokes the previous URL; unknown secrets are 404', async () => {
    const first = (await feed('POST', other)).json().url as string;
    const second = (await feed('POST', other)).json().url as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode).toBe(404);
    expect((await feed('DELETE', other)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(404);
  });
});
