import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, classes, sessions, studios } from '../../src/server/db/schema';
import { nextYear } from '../helpers/dates';
import {
  bearer,
  createOwnerWithToken,
  createUserWithToken,
  type TestUser,
  writableState,
} from '../helpers/fixtures';
import { multipartFile } from '../helpers/multipart';
import { isRefusal } from '../helpers/refusal';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Malformed and refused requests to every owner route: each gets a 4xx JSON { message, code } and
// nothing is written, neither a new row nor a changed one.

let t: TestApp;
let owner: TestUser;
let studioId: string;
let classId: string;
let onlineClassId: string;
let sessionId: string;
let bookingId: string;
let jpeg: Buffer;
let bomb: Buffer;

const post = (url: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload: body });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await createOwnerWithToken(t.database.db);
  studioId = (
    await post('/api/studios', { name: 'Input Studio', address: '5 Input Road', postcode: 'N1 9GU' })
  ).json().id;
  const classBody = { title: 'Flow', serviceType: 'yoga', duration: 60, price: '18.00', maxParticipants: 10 };
  classId = (
    await post(`/api/studios/${studioId}/classes`, { ...classBody, deliveryMethod: 'in-person' })
  ).json().id;
  onlineClassId = (
    await post(`/api/studios/${studioId}/classes`, { ...classBody, deliveryMethod: 'online' })
  ).json().id;
  sessionId = (
    await post(`/api/classes/${classId}/sessions`, {
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).json().id;
  const student = await createUserWithToken(t.database.db);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(student.token),
    payload: { sessionId, amountPaid: '18.00' },
  });
  bookingId = booked.json().id;
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
});
afterAll(() => t?.close());

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  body?: unknown;
  /** A raw body with its content type. */
  raw?: { payload: Buffer | string; headers: Record<string, string> };
  status: number;
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const studio = { name: 'Studio', address: '1 Road', postcode: 'E1 6AN' };
const cls = {
  title: 'Class',
  serviceType: 'yoga',
  deliveryMethod: 'in-person',
  duration: 60,
  price: 10,
  maxParticipants: 5,
};
const weekly = { weekdays: ['MO'], startTime: '18:30', from: nextYear('03-01'), until: nextYear('04-01') };

const createStudio = (name: string, body: unknown, status = 400): Case => ({
  name: `create studio: ${name}`,
  url: () => '/api/studios',
  body,
  status,
});
const patchStudio = (name: string, body: unknown): Case => ({
  name: `update studio: ${name}`,
  method: 'PATCH',
  url: () => `/api/studios/${studioId}`,
  body,
  status: 400,
});
const createClass = (name: string, body: unknown): Case => ({
  name: `create class: ${name}`,
  url: () => `/api/studios/${studioId}/classes`,
  body,
  status: 400,
});
const patchClass = (name: string, body: unknown, status = 400): Case => ({
  name: `update class: ${name}`,
  method: 'PATCH',
  url: () => `/api/classes/${classId}`,
  body,
  status,
});
const oneOff = (name: string, body: unknown, online = false): Case => ({
  name: `one-off session: ${name}`,
  url: () => `/api/classes/${online ? onlineClassId : classId}/sessions`,
  body,
  status: 400,
});
const schedule = (name: string, body: unknown): Case => ({
  name: `weekly schedule: ${name}`,
  url: () => `/api/classes/${classId}/schedules`,
  body,
  status: 400,
});
const photo = (name: string, raw: () => Case['raw'], status: number): Case => ({
  name: `class photo: ${name}`,
  url: () => `/api/classes/${classId}/image`,
  get raw() {
    return raw();
  },
  status,
});

const cases = (): Case[] => [
  createStudio('empty object', {}),
  createStudio('no name', { ...studio, name: undefined }),
  createStudio('no address', { ...studio, address: undefined }),
  createStudio('no postcode', { ...studio, postcode: undefined }),
  createStudio('a name that reverses its text (U+202E)', { ...studio, name: 'Studio \u202Egpj.exe' }),
  createStudio('a postcode that is not British', { ...studio, postcode: '10001' }),
  createStudio('postcode a number', { ...studio, postcode: 12345 }),
  createStudio('an http website', { ...studio, website: 'http://example.com' }),
  createStudio('a javascript: website', { ...studio, website: 'javascript:alert(1)' }),
  createStudio('a phone that is not a number', { ...studio, phone: 'call me maybe' }),
  createStudio('an American phone', { ...studio, phone: '+1 212 555 0100' }),
  createStudio('an unknown service type', { ...studio, serviceTypes: ['pilates'] }),
  createStudio('a repeated service type', { ...studio, serviceTypes: ['yoga', 'yoga'] }),
  createStudio('21 amenities', { ...studio, amenities: Array.from({ length: 21 }, (_, i) => `A${i}`) }),
  createStudio('an amenity of 51 characters', { ...studio, amenities: ['a'.repeat(51)] }),
  createStudio('cancellation window 169 hours', { ...studio, cancellationWindowHours: 169 }),
  createStudio('cancellation window negative', { ...studio, cancellationWindowHours: -1 }),
  createStudio('cancellation window 1.5 hours', { ...studio, cancellationWindowHours: 1.5 }),
  createStudio('a NUL in the name', { ...studio, name: 'Still\u0000Point' }),
  createStudio('an escape code in the description', { ...studio, description: 'Calm \u001b[31mred' }),
  createStudio('a name of 121 characters', { ...studio, name: 'n'.repeat(121) }),
  createStudio('a body that is an array', [studio]),
  {
    name: 'create studio: not JSON',
    url: () => '/api/studios',
    raw: { payload: '{"name": "Studio",', headers: { 'content-type': 'application/json' } },
    status: 400,
  },
  patchStudio('a bad postcode', { postcode: 'NOT A CODE' }),
  patchStudio('the name cleared', { name: '   ' }),
  patchStudio('an http website', { website: 'http://example.com' }),
  createClass('no title', { ...cls, title: undefined }),
  createClass('a negative price', { ...cls, price: -1 }),
  createClass('a price over 1000.00', { ...cls, price: '1000.01' }),
  createClass('a price with three decimals', { ...cls, price: '12.345' }),
  createClass('a price in words', { ...cls, price: 'free' }),
  createClass('capacity 0', { ...cls, maxParticipants: 0 }),
  createClass('capacity 501', { ...cls, maxParticipants: 501 }),
  createClass('capacity as text', { ...cls, maxParticipants: '10' }),
  createClass('duration 4 minutes', { ...cls, duration: 4 }),
  createClass('duration 481 minutes', { ...cls, duration: 481 }),
  createClass('an unknown service type', { ...cls, serviceType: 'pilates' }),
  createClass('an unknown delivery method', { ...cls, deliveryMethod: 'hybrid' }),
  createClass('a NUL in the title', { ...cls, title: 'Flow\u0000' }),
  patchClass('a negative price', { price: -5 }),
  patchClass('capacity 0', { maxParticipants: 0 }),
  patchClass('capacity not a whole number', { maxParticipants: 2.5 }),
  oneOff('no start', {}),
  oneOff('a past start', { startTime: inDays(-1) }),
  oneOff('an end before the start', { startTime: inDays(3), endTime: inDays(2) }),
  oneOff('a start that is not a date', { startTime: 'next Tuesday' }),
  oneOff('a start without a time zone', { startTime: `${nextYear('03-01')}T18:30:00` }),
  oneOff('an http meeting link', { startTime: inDays(3), meetingLink: 'http://meet.example.com/x' }, true),
  oneOff('a meeting link on an in-person class', {
    startTime: inDays(3),
    meetingLink: 'https://meet.example.com/x',
  }),
  oneOff('a NUL in the instructions', { startTime: inDays(3), specialInstructions: 'Door\u0000code' }),
  schedule('until 27 weeks out', { ...weekly, from: nextYear('01-04'), until: nextYear('07-12') }),
  schedule('an unknown weekday', { ...weekly, weekdays: ['MO', 'XX'] }),
  schedule('no weekdays', { ...weekly, weekdays: [] }),
  schedule('a start time of 25:00', { ...weekly, startTime: '25:00' }),
  schedule('from after until', { ...weekly, from: nextYear('04-01'), until: nextYear('03-01') }),
  schedule('from in the past', { ...weekly, from: '2020-01-06', until: '2020-02-03' }),
  schedule('30 February', { ...weekly, from: nextYear('02-30') }),
  {
    name: 'move session: an end before the start',
    method: 'PATCH',
    url: () => `/api/sessions/${sessionId}`,
    body: { startTime: inDays(5), endTime: inDays(4) },
    status: 400,
  },
  {
    name: 'move session: into the past',
    method: 'PATCH',
    url: () => `/api/sessions/${sessionId}`,
    body: { startTime: inDays(-2) },
    status: 400,
  },
  oneOff('a start in the last year the database can store', { startTime: '9999-12-31T23:00:00Z' }),
  oneOff('a start three years ahead', { startTime: inDays(3 * 366) }),
  oneOff('a start in year 0', { startTime: '0000-01-01T00:00:00Z' }),
  schedule('a schedule in December 9999', {
    ...weekly,
    weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
    from: '9999-12-31',
    until: '9999-12-31',
  }),
  {
    name: 'move session: to year 9999',
    method: 'PATCH',
    url: () => `/api/sessions/${sessionId}`,
    body: { startTime: '9999-12-31T23:00:00Z' },
    status: 400,
  },
  {
    // Only the end is sent: measured from the stored start, the session would last two days.
    name: 'move session: a new end alone, 48 hours after the start',
    method: 'PATCH',
    url: () => `/api/sessions/${sessionId}`,
    body: { endTime: inDays(3) },
    status: 400,
  },
  {
    name: 'cancel session: no reason',
    url: () => `/api/sessions/${sessionId}/cancel`,
    body: {},
    status: 400,
  },
  {
    name: 'cancel session: an empty reason',
    url: () => `/api/sessions/${sessionId}/cancel`,
    body: { reason: '  ' },
    status: 400,
  },
  {
    name: 'cancel session: a NUL in the reason',
    url: () => `/api/sessions/${sessionId}/cancel`,
    body: { reason: 'Ill\u0000' },
    status: 400,
  },
  {
    name: 'attendance: an unknown value',
    url: () => `/api/bookings/${bookingId}/attendance`,
    body: { attendance: 'maybe' },
    status: 400,
  },
  {
    name: 'attendance: before the session starts',
    url: () => `/api/bookings/${bookingId}/attendance`,
    body: { attendance: 'attended' },
    status: 409,
  },
  { name: 'roster: limit 0', method: 'GET', url: () => '/api/owner/bookings?limit=0', status: 400 },
  { name: 'roster: limit in words', method: 'GET', url: () => '/api/owner/bookings?limit=ten', status: 400 },
  {
    name: 'roster: a session id that is not an id',
    method: 'GET',
    url: () => '/api/owner/bookings?sessionId=1',
    status: 400,
  },
  {
    name: 'roster: from in year 0',
    method: 'GET',
    url: () => '/api/owner/bookings?from=0000-01-01T00:00:00Z',
    status: 400,
  },
  {
    name: 'roster: to in year 0',
    method: 'GET',
    url: () => '/api/owner/bookings?to=0000-06-01T00:00:00Z',
    status: 400,
  },
  {
    name: 'roster: a cursor at 30 February',
    method: 'GET',
    url: () =>
      `/api/owner/bookings?cursor=${Buffer.from(`2026-02-30T06:43:52.577000Z|${bookingId}`).toString('base64url')}`,
    status: 400,
  },
  {
    name: 'roster: a forged cursor',
    method: 'GET',
    url: () => '/api/owner/bookings?cursor=eyJ4IjoxfQ',
    status: 400,
  },
  photo(
    'a script renamed .jpg',
    () => multipartFile(Buffer.from('<?php echo 1; ?>'), { filename: 'me.jpg' }),
    400,
  ),
  photo('a 6 MB photo', () => multipartFile(Buffer.concat([jpeg, randomBytes(6 * 1024 * 1024)])), 413),
  photo(
    'an image bomb of 30000 × 30000 pixels',
    () => multipartFile(bomb, { filename: 'a.png', contentType: 'image/png' }),
    413,
  ),
  photo(
    'no file',
    () => ({ payload: 'photo=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    415,
  ),
];

async function ownedRows() {
  const db = t.database.db;
  return {
    studios: await db.select().from(studios).where(eq(studios.id, studioId)),
    classes: await db
      .select()
      .from(classes)
      .where(inArray(classes.id, [classId, onlineClassId])),
    sessions: await db.select().from(sessions).where(eq(sessions.id, sessionId)),
    bookings: await db.select().from(bookings).where(eq(bookings.id, bookingId)),
  };
}

describe('malformed and refused owner requests', () => {
  it('has at least 40 cases', () => {
    expect(cases().length).toBeGreaterThanOrEqual(40);
  });

  it('answers every one with a 4xx JSON { message, code } and writes nothing', async () => {
    const before = await writableState(t.database.db);
    const rowsBefore = await ownedRows();
    const failures: string[] = [];
    for (const c of cases()) {
      const raw = c.raw;
      const res = await t.app.inject({
        method: c.method ?? 'POST',
        url: c.url(),
        headers: { ...bearer(owner.token), ...raw?.headers },
        ...(raw ? { payload: raw.payload } : c.body === undefined ? {} : { payload: c.body as object }),
      });
      if (!isRefusal(res, c.status))
        failures.push(`${c.name}: expected ${c.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await writableState(t.database.db)).toEqual(before);
    expect(await ownedRows()).toEqual(rowsBefore);
  });

  it('names the field in its message', async () => {
    const messages = await Promise.all(
      [
        ['/api/studios', { ...studio, postcode: '10001' }],
        ['/api/studios', { ...studio, website: 'http://example.com' }],
        [`/api/studios/${studioId}/classes`, { ...cls, price: -1 }],
        [`/api/studios/${studioId}/classes`, { ...cls, maxParticipants: 0 }],
        [
          `/api/classes/${classId}/schedules`,
          { ...weekly, from: nextYear('01-04'), until: nextYear('07-12') },
        ],
        [`/api/classes/${classId}/sessions`, { startTime: inDays(3 * 366) }],
        ['/api/studios', { ...studio, cancellationWindowHours: 1000 }],
      ].map(async ([url, body]) => (await post(url as string, body as object)).json().message),
    );
    expect(messages).toEqual([
      'Postcode must be a UK postcode, e.g. E1 6AN',
      'Website must be an https:// address, e.g. https://example.com',
      'Enter a price from 0.00 to 1000.00 in pounds and pence, for example 12.00',
      'Max participants must be between 1 and 500',
      'Until must be at most 26 weeks after From',
      'Start time must be within 2 years from now',
      'Cancellation window (hours) must be between 0 and 168',
    ]);
  });
});
