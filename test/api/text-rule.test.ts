import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, insertBookings, type TestUser } from '../helpers/fixtures';
import { addClassAs, addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Probe finding 6: one rule for every free-text field. Bidirectional overrides are refused wherever
// a person types text, single-line text has its line breaks taken out, no text can carry a MIME
// encoded word into an e-mail's Subject, and addresses are stored as the URL parser writes them.

let t: TestApp;
let owner: TestUser;
let student: TestUser;
let studioId: string;
let onlineClassId: string;
beforeAll(async () => {
  ({ t, owner, student } = await createOwnerWorld());
  studioId = await addStudioAs(t, owner.token, {
    name: 'Text Studio',
    address: '1 Text Road',
    postcode: 'E1 6AN',
  });
  onlineClassId = await addClassAs(t, owner.token, studioId, {
    title: 'Online Calm',
    serviceType: 'yoga',
    deliveryMethod: 'online',
    duration: 60,
    price: '10',
    maxParticipants: 4,
  });
});
afterAll(() => t?.close());

const RLO = '\u202E';
const send = (method: string, url: string, payload: object, token?: string) =>
  t.app.inject({ method: method as 'POST', url, payload, headers: token ? bearer(token) : {} });
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('bidirectional overrides', () => {
  it('are refused in personal names, reviews and cancellation reasons, as in studio names', async () => {
    const refusals: Array<[string, Promise<{ statusCode: number; json: () => { message: string } }>]> = [
      [
        'First name',
        send('POST', '/api/auth/register', {
          email: 'rlo@example.com',
          username: 'rlo_person',
          password: 'a calm long walk',
          firstName: `Ada${RLO}gpj.exe`,
        }),
      ],
      ['Last name', send('PATCH', '/api/user/profile', { lastName: `Love${RLO}lace` }, student.token)],
      [
        'Name',
        send(
          'POST',
          '/api/studios',
          { name: `Calm${RLO}`, address: '1 Road', postcode: 'E1 6AN' },
          owner.token,
        ),
      ],
      ['Name', send('POST', '/api/contact', { name: `Ada${RLO}`, email: 'a@example.com', message: 'Hello' })],
    ];
    const s = await createSession(t.database.db, { startsInMs: -48 * 3_600_000 });
    const [past] = await insertBookings(t.database.db, s.sessionId, [student.id], { status: 'completed' });
    refusals.push([
      'comment',
      send(
        'POST',
        `/api/bookings/${past}/review`,
        { rating: 5, comment: `Great ${RLO}class` },
        student.token,
      ),
    ]);
    const upcoming = await createSession(t.database.db, { startsInMs: 48 * 3_600_000 });
    const [booked] = await insertBookings(t.database.db, upcoming.sessionId, [student.id]);
    refusals.push([
      'reason',
      send('POST', `/api/bookings/${booked}/cancel`, { reason: `ill ${RLO}` }, student.token),
    ]);
    for (const [field, request] of refusals) {
      const res = await request;
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(new RegExp(`^${field} `));
    }
  });
});

describe('single-line text', () => {
  it('has its line breaks taken out rather than kept', async () => {
    const res = await send('PATCH', '/api/user/profile', { firstName: 'Ada\r\nBcc: someone' }, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Ada Bcc: someone');
  });

  it('never holds a MIME encoded word, which mail programs would show decoded in a Subject', async () => {
    const res = await send(
      'POST',
      `/api/studios/${studioId}/classes`,
      {
        title: '=?utf-8?B?SGk=?=',
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        duration: 60,
        price: '10',
        maxParticipants: 4,
      },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Title contains characters that are not allowed');
    const renamed = await send('PATCH', '/api/user/profile', { lastName: '=?utf-8?Q?Hi?=' }, student.token);
    expect(renamed.statusCode).toBe(400);
  });
});

describe('addresses', () => {
  it('are stored as the URL parser writes them: no line break reaches an e-mail', async () => {
    const res = await send(
      'POST',
      `/api/classes/${onlineClassId}/sessions`,
      { startTime: inHours(30), meetingLink: 'https://Meet.Example.com/room\r\nBcc: x' },
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meetingLink).toBe('https://meet.example.com/roomBcc:%20x');
    const site = await send(
      'PATCH',
      `/api/studios/${studioId}`,
      { website: 'https://Calm.Example.com' },
      owner.token,
    );
    expect(site.statusCode).toBe(200);
    expect(site.json().website).toBe('https://calm.example.com/');
  });
});
