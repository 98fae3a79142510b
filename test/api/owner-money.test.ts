import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions, users } from '../../src/server/db/schema';
import { bearer, createUserWithToken, type TestUser } from '../helpers/fixtures';
import { A_CLASS, addClassTo, addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// The owner's money and the CSV exports (issue 30), parsed back with a real CSV parser.

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let cafe: string;
let loft: string;
let otherStudio: string;
let classCafe: string;
let classLoft: string;
let otherClass: string;
let rosterSession: string;

const range = 'from=2026-07-01&to=2026-07-03';

async function addSession(classId: string, startIso: string) {
  const start = new Date(startIso);
  const [row] = await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning({ id: sessions.id });
  return row?.id as string;
}

/** A booking by a new student named `firstName` (no last name), written as the places module would leave it. */
async function booking(
  sessionId: string,
  values: Partial<typeof bookings.$inferInsert> & { amountPaid: string },
  firstName = 'Pat',
) {
  const user = await createUserWithToken(t.database.db);
  await t.database.db.update(users).set({ firstName, lastName: null }).where(eq(users.id, user.id));
  await t.database.db.insert(bookings).values({ userId: user.id, sessionId, status: 'confirmed', ...values });
  return user;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The CSV answer's rows, after checking what makes it open right in a spreadsheet. */
function csvRows(res: Awaited<ReturnType<typeof get>>): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const text = res.rawPayload.toString('utf8');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends CRLF (RFC 4180), none with a bare LF.
  expect(/[^\r]\n/.test(text)).toBe(false);
  return parse(text, { bom: true, record_delimiter: '\r\n', relax_column_count: false });
}

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  const address = { address: '1 Brixton Road', postcode: 'SW9 6DE' };
  cafe = await addStudioAs(t, owner.token, { ...address, name: 'Café Zen' });
  loft = await addStudioAs(t, owner.token, { ...address, name: 'Camden Loft' });
  otherStudio = await addStudioAs(t, otherOwner.token, { ...address, name: 'Elsewhere' });
  classCafe = (await addClassTo(t, owner.token, cafe, { title: 'Slow Flow' })).id;
  classLoft = (await addClassTo(t, owner.token, loft, { title: 'Gong Bath' })).id;
  otherClass = (await addClassTo(t, otherOwner.token, otherStudio, A_CLASS)).id;
  const june = await addSession(classCafe, '2026-06-30T17:00:00Z');
  const july = await addSession(classCafe, '2026-07-02T17:00:00Z');
  const loftJuly = await addSession(classLoft, '2026-07-02T18:00:00Z');
  const theirs = await addSession(otherClass, '2026-07-02T17:00:00Z');
  // London is on BST (UTC+1) in July: 22:59Z is 23:59 on the 1st, 23:30Z is 00:30 on the 2nd.
  await booking(july, { amountPaid: '9.50', paidAt: new Date('2026-07-01T10:00:00Z') });
  await booking(july, { amountPaid: '0.10', paidAt: new Date('2026-07-01T22:59:00Z') });
  await booking(july, { amountPaid: '0.20', paidAt: new Date('2026-07-01T23:30:00Z') });
  // Paid before the range (23:30 on 30 June in London), refunded in it: only the refund counts.
  await booking(june, {
    amountPaid: '10.25',
    paidAt: new Date('2026-06-30T22:30:00Z'),
    status: 'cancelled',
    refund: 'full',
    cancelledAt: new Date('2026-07-03T09:00:00Z'),
  });
  // A late cancellation keeps its payment.
  await booking(july, {
    amountPaid: '12.00',
    paidAt: new Date('2026-07-02T09:00:00Z'),
    status: 'cancelled',
    refund: 'none',
    lateCancellation: true,
    cancelledAt: new Date('2026-07-02T10:00:00Z'),
  });
  // Paid after the range (00:30 on 4 July in London); a hold never paid; a released hold.
  await booking(july, { amountPaid: '15.00', paidAt: new Date('2026-07-03T23:30:00Z') });
  await booking(july, { amountPaid: '20.00', status: 'pending' });
  await booking(july, {
    amountPaid: '20.00',
    status: 'cancelled',
    cancelledAt: new Date('2026-07-02T09:00:00Z'),
  });
  await booking(loftJuly, { amountPaid: '7.77', paidAt: new Date('2026-07-02T12:00:00Z') });
  await booking(theirs, { amountPaid: '50.00', paidAt: new Date('2026-07-01T12:00:00Z') });

  // A roster whose students' names try to run formulas in a spreadsheet.
  rosterSession = await addSession(classCafe, '2026-07-10T08:00:00Z');
  const paid = { amountPaid: '15.00', paidAt: new Date('2026-07-05T10:00:00Z') };
  for (const name of [
    '=HYPERLINK("http://evil.example","click")',
    '+1',
    '-2',
    '@x',
    '\tTab',
    'O"Neil, Jr',
    'Zoë',
  ]) {
    await booking(rosterSession, paid, name);
  }
});
afterAll(() => t?.close());

describe('GET /api/owner/revenue', () => {
  it('adds up payments and refunds per London day, to the penny, in exact decimal strings', async () => {
    const res = await get(`/api/owner/revenue?${range}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      currency: 'GBP',
      gross: '29.57',
      refunds: '10.25',
      net: '19.32',
      byKind: { classes: '19.32', packs: '0.00', memberships: '0.00' },
      byDay: [
        { date: '2026-07-01', gross: '9.60', refunds: '0.00' },
        { date: '2026-07-02', gross: '19.97', refunds: '0.00' },
        { date: '2026-07-03', gross: '0.00', refunds: '10.25' },
      ],
    });
  });

  it('filters by studio; a range with nothing has every day at zero', async () => {
    const cafeOnly = (await get(`/api/owner/revenue?${range}&studioId=${cafe}`, owner.token)).json();
    expect(cafeOnly).toMatchObject({ gross: '21.80', refunds: '10.25', net: '11.55' });
    const empty = (await get('/api/owner/revenue?from=2026-01-01&to=2026-01-02', owner.token)).json();
    expect(empty).toMatchObject({ gross: '0.00', refunds: '0.00', net: '0.00' });
    expect(empty.byDay).toEqual([
      { date: '2026-01-01', gross: '0.00', refunds: '0.00' },
      { date: '2026-01-02', gross: '0.00', refunds: '0.00' },
    ]);
  });

  it('refuses a range over 366 days, another owner’s studio, students and the signed-out', async () => {
    const long = await get('/api/owner/revenue?from=2026-01-01&to=2027-01-02', owner.token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'to must be at most 366 days from from (both days included)',
      code: 'VALIDATION',
    });
    expect((await get('/api/owner/revenue?from=2026-01-01&to=2027-01-01', owner.token)).statusCode).toBe(200);
    expect((await get(`/api/owner/revenue?${range}&studioId=${otherStudio}`, owner.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/owner/revenue?${range}`, student.token)).statusCode).toBe(403);
    expect((await get(`/api/owner/revenue?${range}`)).statusCode).toBe(401);
  });
});

describe('CSV exports', () => {
  it('revenue.csv: a row per day, named after the studio and the dates', async () => {
    const res = await get(`/api/owner/revenue.csv?${range}&studioId=${cafe}`, owner.token);
    expect(csvRows(res)).toEqual([
      ['Date', 'Gross', 'Refunds', 'Net'],
      ['2026-07-01', '9.60', '0.00', '9.60'],
      ['2026-07-02', '12.20', '0.00', '12.20'],
      // A day with more refunded than taken: its net is negative, written as text (see ADR 0059).
      ['2026-07-03', '0.00', '10.25', "'-10.25"],
    ]);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cafe-Zen-revenue-2026-07-01-to-2026-07-03.csv"; filename*=UTF-8''Caf%C3%A9%20Zen%20revenue%202026-07-01%20to%202026-07-03.csv`,
    );
    const all = await get(`/api/owner/revenue.csv?${range}`, owner.token);
    expect(all.headers['content-disposition']).toContain(
      'filename="All-studios-revenue-2026-07-01-to-2026-07-03.csv"',
    );
  });

  it('roster.csv: names that look like formulas are written as text, quotes and commas survive', async () => {
    const res = await get(`/api/owner/sessions/${rosterSession}/roster.csv`, owner.token);
    const [header, ...rows] = csvRows(res);
    expect(header).toEqual([
      'Name',
      'Email',
      'Status',
      'Attendance',
      'Paid with',
      'First visit',
      'Class',
      'Session start',
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual(
      [
        `'=HYPERLINK("http://evil.example","click")`,
        "'+1",
        "'-2",
        "'@x",
        "'\tTab",
        'O"Neil, Jr',
        'Zoë',
      ].sort(),
    );
    expect(rows[0]?.slice(2)).toEqual(['completed', '', 'card', 'yes', 'Slow Flow', '2026-07-10 09:00']);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cafe-Zen-roster-2026-07-10-0900-Slow-Flow.csv"; filename*=UTF-8''Caf%C3%A9%20Zen%20roster%202026-07-10%200900%20Slow%20Flow.csv`,
    );
    // The raw file quotes the cell with quotes and a comma, doubling the quote (RFC 4180).
    expect(res.rawPayload.toString('utf8')).toContain('"O""Neil, Jr"');
  });

  it('bookings.csv: the bookings of sessions on the dates, by session time', async () => {
    const res = await get(`/api/owner/bookings.csv?from=2026-07-02&to=2026-07-02`, owner.token);
    const [header, ...rows] = csvRows(res);
    expect(header).toEqual([
      'Session start',
      'Class',
      'Studio',
      'Name',
      'Email',
      'Status',
      'Attendance',
      'Amount paid',
      'Paid with',
      'Refund',
      'Booked at',
      'Booking ID',
    ]);
    // Seven bookings on the 2 July Café session (18:00 London), then one at the Loft (19:00).
    expect(rows.map((r) => [r[0], r[2]])).toEqual([
      ...Array.from({ length: 7 }, () => ['2026-07-02 18:00', 'Café Zen']),
      ['2026-07-02 19:00', 'Camden Loft'],
    ]);
    const late = rows.find((r) => r[7] === '12.00');
    expect(late?.slice(5, 10)).toEqual(['cancelled', '', '12.00', 'card', 'none']);
    const hold = rows.find((r) => r[5] === 'pending');
    expect(hold?.[8]).toBe('');
    expect(res.headers['content-disposition']).toContain(
      'filename="All-studios-bookings-2026-07-02-to-2026-07-02.csv"',
    );
  });

  it('clients.csv: everyone who booked, formula-like names made safe', async () => {
    const res = await get(`/api/owner/clients.csv?studioId=${cafe}`, owner.token);
    const [header, ...rows] = csvRows(res);
    expect(header).toEqual(['Name', 'Email', 'Visits', 'Last visit', 'Next booking', 'Active passes']);
    // Seven each at the July and roster sessions, the refunded one in June; not the Loft's nor the other owner's.
    expect(rows).toHaveLength(15);
    expect(rows.map((r) => r[0])).toContain("'+1");
    expect(rows.every((r) => r[5] === '0')).toBe(true);
  });

  it('answers only the owner: another owner’s session or studio 404, a long range 400, students 403, signed out 401', async () => {
    expect((await get(`/api/owner/sessions/${rosterSession}/roster.csv`, otherOwner.token)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/owner/bookings.csv?${range}&studioId=${otherStudio}`, owner.token)).statusCode,
    ).toBe(404);
    expect((await get(`/api/owner/clients.csv?studioId=${otherStudio}`, owner.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/owner/revenue.csv?${range}&studioId=${otherStudio}`, owner.token)).statusCode,
    ).toBe(404);
    const long = await get('/api/owner/bookings.csv?from=2026-01-01&to=2027-01-02', owner.token);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('to must be at most 366 days from from (both days included)');
    for (const url of [
      `/api/owner/sessions/${rosterSession}/roster.csv`,
      `/api/owner/bookings.csv?${range}`,
      '/api/owner/clients.csv',
      `/api/owner/revenue.csv?${range}`,
    ]) {
      expect((await get(url, student.token)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
