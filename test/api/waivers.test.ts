import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WAIVER_QUESTIONS } from '../../src/common/schemas/waiver';
import { sessions, users, waiverSignatures } from '../../src/server/db/schema';
import {
  bearer,
  createOwnerWithToken,
  createUsersWithTokens,
  insertBookings,
  type TestUser,
} from '../helpers/fixtures';
import { A_PACK, bookWithPass, buy, purchase, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 66: a studio's versioned waiver with health questions, signed before booking; the roster
// warns the teacher; the answers are sealed at rest and read only by the student and the owner of a
// studio they book at (docs/decisions/0128).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

type Named = TestUser & { name: string };

const WAIVER = {
  title: 'Practise safely',
  body: 'I take part at my own risk.\n\nI will tell the teacher of any injury.',
  questions: DEFAULT_WAIVER_QUESTIONS,
};
/** The defaults answered: an injury (flagged), pregnancy no, medication yes (flagged), a contact. */
const ANSWERS = {
  injuries: 'Torn meniscus, right knee',
  pregnancy: 'no',
  medication: 'yes',
  'emergency-contact': 'Sam Test, 07700 900000',
};

const putWaiver = (studioId: string, who: TestUser, payload: object = WAIVER) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/studios/${studioId}/waiver`,
    headers: bearer(who.token),
    payload,
  });

const sign = (studioId: string, who: Named, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studios/${studioId}/waiver/signatures`,
    headers: { ...bearer(who.token), 'user-agent': 'Waiver Test Browser' },
    payload: { version: 1, fullName: who.name, agree: true, healthConsent: true, answers: ANSWERS, ...body },
  });

const book = (sessionId: string, who: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(who.token),
    payload: { sessionId, amountPaid: '18.00' },
  });

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

async function students(n: number): Promise<Named[]> {
  const made = await createUsersWithTokens(t.database.db, n);
  // createUsersWithTokens names them "Test" "User i".
  return made.map((s, i) => ({ ...s, name: `Test User ${i}` }));
}

/** An owner with a studio, a class at £18 and a session of it a day away. */
async function studio(options: Parameters<typeof sessionOf>[2] = {}) {
  const owner = await createOwnerWithToken(t.database.db);
  return { owner, ...(await sessionOf(t, owner, options)) };
}

describe('PUT and GET /api/studios/:id/waiver', () => {
  it('saves versions 1, 2, 3 for the owner; GET shows the latest to anyone; 404 without one', async () => {
    const { owner, studioId } = await studio();
    expect((await get(`/api/studios/${studioId}/waiver`)).statusCode).toBe(404);
    const first = await putWaiver(studioId, owner);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ version: 1 });
    expect((await putWaiver(studioId, owner, { ...WAIVER, title: 'Second' })).json()).toEqual({ version: 2 });
    const third = await putWaiver(studioId, owner, { title: 'Third', body: 'Plain terms.' });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({ version: 3 });
    const shown = await get(`/api/studios/${studioId}/waiver`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ version: 3, title: 'Third', body: 'Plain terms.', questions: [] });
  });

  it('is the owner’s alone: 403 for a student, 404 for another owner, 400 for a bad question', async () => {
    const { studioId } = await studio();
    const [student] = await students(1);
    const other = await createOwnerWithToken(t.database.db);
    expect((await putWaiver(studioId, student as Named)).statusCode).toBe(403);
    const theirs = await putWaiver(studioId, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    const { owner, studioId: own } = await studio();
    const bad = await putWaiver(own, owner, {
      ...WAIVER,
      questions: [{ key: 'level', label: 'Level?', kind: 'choice', required: true, flag: false }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/choice question needs at least 2 options/);
  });
});

describe('POST /api/studios/:id/waiver/signatures', () => {
  it('refuses a wrong name, a missing answer, no consent and a stale version; keeps what a signature keeps', async () => {
    const { owner, studioId } = await studio();
    const [student] = (await students(1)) as [Named];
    expect((await putWaiver(studioId, owner)).statusCode).toBe(201);

    const wrongName = await sign(studioId, student, { fullName: 'Someone Else' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toMatch(/^fullName/);
    const missing = await sign(studioId, student, { answers: { ...ANSWERS, pregnancy: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/answers\.pregnancy/);
    const noConsent = await sign(studioId, student, { healthConsent: undefined });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toMatch(/healthConsent/);
    const notYesNo = await sign(studioId, student, { answers: { ...ANSWERS, medication: 'maybe' } });
    expect(notYesNo.statusCode).toBe(400);

    // Case and spacing aside, the account's name.
    const signed = await sign(studioId, student, { fullName: '  test   USER 0 ' });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toEqual({ id: expect.any(String), version: 1, signedAt: expect.any(String) });

    expect((await putWaiver(studioId, owner)).json()).toEqual({ version: 2 });
    const stale = await sign(studioId, student);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('WAIVER_OUTDATED');

    // The raw row: version, name as typed, time, address, browser; the answers only as ciphertext.
    const [row] = await t.database.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, signed.json().id));
    expect(row).toMatchObject({
      version: 1,
      // As typed, trimmed.
      fullName: 'test   USER 0',
      userAgent: 'Waiver Test Browser',
      ipAddress: expect.any(String),
      healthConsent: true,
    });
    const raw = JSON.stringify(
      (
        (await t.database.db.execute(
          sql`select * from waiver_signatures where id = ${signed.json().id}`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
    expect(raw).not.toContain('meniscus');
    expect(raw).not.toContain('07700');
    expect(raw).toMatch(/"answers_sealed":"v1\./);
  });

  it('takes a waiver without questions without health consent; 404 for a studio without one', async () => {
    const { owner, studioId } = await studio();
    const [student] = (await students(1)) as [Named];
    expect((await sign(studioId, student)).statusCode).toBe(404);
    await putWaiver(studioId, owner, { title: 'Terms', body: 'At my own risk.' });
    const signed = await sign(studioId, student, { healthConsent: undefined, answers: {} });
    expect(signed.statusCode, signed.body).toBe(201);
  });
});

describe('the gate: booking, a pass, the waitlist and products need the latest version signed', () => {
  it('refuses a card booking with WAIVER_REQUIRED until signed; a new version asks again, places kept', async () => {
    const { owner, studioId, sessionId, classId } = await studio();
    const [student] = (await students(1)) as [Named];
    await putWaiver(studioId, owner);
    const refused = await book(sessionId, student);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: expect.any(String),
      code: 'WAIVER_REQUIRED',
      studioId,
      version: 1,
    });
    expect((await sign(studioId, student)).statusCode).toBe(201);
    const booked = await book(sessionId, student);
    expect(booked.statusCode, booked.body).toBe(201);

    await putWaiver(studioId, owner);
    const [later] = await t.database.db
      .insert(sessions)
      .values({
        classId,
        startTime: new Date(Date.now() + 2 * 86_400_000),
        endTime: new Date(Date.now() + 2 * 86_400_000 + 3_600_000),
      })
      .returning({ id: sessions.id });
    const again = await book(later?.id as string, student);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WAIVER_REQUIRED', version: 2 });
    // The place booked under version 1 is kept.
    const mine = await get(`/api/bookings/${booked.json().id}`, student);
    expect(mine.json().status).toBe('pending');
    expect((await sign(studioId, student, { version: 2 })).statusCode).toBe(201);
    expect((await book(later?.id as string, student)).statusCode).toBe(201);
  });

  it('refuses buying a product and booking with a pass after a new version', async () => {
    const { owner, studioId, sessionId } = await studio();
    const [student] = (await students(1)) as [Named];
    const pack = await sell(t, owner, studioId, A_PACK);
    await putWaiver(studioId, owner);
    const unsigned = await purchase(t, student, pack.id);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toMatchObject({ code: 'WAIVER_REQUIRED', studioId, version: 1 });
    await sign(studioId, student);
    const pass = await buy(t, student, pack.id);
    await putWaiver(studioId, owner);
    const withPass = await bookWithPass(t, student, sessionId, pass.id);
    expect(withPass.statusCode).toBe(409);
    expect(withPass.json()).toMatchObject({ code: 'WAIVER_REQUIRED', studioId, version: 2 });
    await sign(studioId, student, { version: 2 });
    expect((await bookWithPass(t, student, sessionId, pass.id)).statusCode).toBe(201);
  });

  it('refuses joining a full session’s waitlist until signed', async () => {
    const { owner, studioId, sessionId } = await studio({ maxParticipants: 1 });
    const [taker, waiter] = (await students(2)) as [Named, Named];
    await insertBookings(t.database.db, sessionId, [taker.id]);
    await putWaiver(studioId, owner);
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionId}/waitlist`,
        headers: bearer(waiter.token),
        payload: {},
      });
    const refused = await join();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WAIVER_REQUIRED', studioId, version: 1 });
    await sign(studioId, waiter);
    expect((await join()).statusCode).toBe(201);
  });
});

describe('reading the signatures and answers', () => {
  it('lists the student’s signatures and gives the PDF to the student and the owner only', async () => {
    const { owner, studioId } = await studio();
    const [student, stranger] = (await students(2)) as [Named, Named];
    const other = await createOwnerWithToken(t.database.db);
    await putWaiver(studioId, owner);
    const signed = await sign(studioId, student);
    const list = await get('/api/user/waiver-signatures', student);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: signed.json().id,
        studioId,
        studioName: 'Test Studio',
        version: 1,
        title: WAIVER.title,
        signedAt: signed.json().signedAt,
        pdfUrl: `/api/waiver-signatures/${signed.json().id}.pdf`,
      },
    ]);
    const url = `/api/waiver-signatures/${signed.json().id}.pdf`;
    for (const reader of [student, owner]) {
      const pdf = await get(url, reader);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toContain('no-store');
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toContain('Practise safely (version 1)');
    }
    expect((await get(url, stranger)).statusCode).toBe(404);
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/waiver-signatures/nothing.pdf', student)).statusCode).toBe(404);
  });

  it('puts the flagged answers on the roster and the latest answers on the client page', async () => {
    const { owner, studioId, sessionId } = await studio();
    const [student, unsignedStudent] = (await students(2)) as [Named, Named];
    await putWaiver(studioId, owner);
    await sign(studioId, student);
    expect((await book(sessionId, student)).statusCode).toBe(201);
    // Booked before the waiver existed would read as unsigned; written directly here.
    await insertBookings(t.database.db, sessionId, [unsignedStudent.id]);

    const roster = await get(`/api/owner/sessions/${sessionId}/roster`, owner);
    expect(roster.statusCode, roster.body).toBe(200);
    const byName = Object.fromEntries(roster.json().bookings.map((b: { name: string }) => [b.name, b]));
    expect(byName[student.name]).toMatchObject({
      waiver: { signed: true, version: 1 },
      flags: [
        { key: 'injuries', label: DEFAULT_WAIVER_QUESTIONS[0]?.label, answer: ANSWERS.injuries },
        { key: 'medication', label: DEFAULT_WAIVER_QUESTIONS[2]?.label, answer: 'yes' },
      ],
    });
    expect(byName[unsignedStudent.name]).toMatchObject({
      waiver: { signed: false, version: null },
      flags: [],
    });
    // The CSV of the same roster carries no answers.
    const csv = await get(`/api/owner/sessions/${sessionId}/roster.csv`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('meniscus');

    const client = await get(`/api/owner/clients/${student.id}`, owner);
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().waivers).toEqual([
      expect.objectContaining({
        studioId,
        version: 1,
        answers: expect.arrayContaining([
          {
            key: 'emergency-contact',
            label: DEFAULT_WAIVER_QUESTIONS[3]?.label,
            answer: ANSWERS['emergency-contact'],
            flag: false,
          },
        ]),
      }),
    ]);

    // A new version: the roster shows the student has not signed it, their last answers still flagged.
    await putWaiver(studioId, owner);
    const after = await get(`/api/owner/sessions/${sessionId}/roster`, owner);
    const mine = after.json().bookings.find((b: { name: string }) => b.name === student.name);
    expect(mine).toMatchObject({ waiver: { signed: false, version: 1 } });
    expect(mine.flags).toHaveLength(2);
  });

  it('hides the answers from an owner whose studio the student has not booked within 12 months', async () => {
    const { owner, studioId } = await studio();
    const [student] = (await students(1)) as [Named];
    await putWaiver(studioId, owner);
    const signed = await sign(studioId, student);
    // Signed, but no booking there: the owner may see the signature, not the answers.
    const past = await sessionOf(t, owner, { startsInMs: -400 * 86_400_000 });
    await insertBookings(t.database.db, past.sessionId, [student.id], { status: 'completed' });
    const roster = await get(`/api/owner/sessions/${past.sessionId}/roster`, owner);
    const row = roster.json().bookings[0];
    expect(row.flags).toEqual([]);
    const pdf = await get(`/api/waiver-signatures/${signed.json().id}.pdf`, owner);
    expect(pdf.statusCode).toBe(200);
  });

  it('shows the operator that a signature exists, never its answers', async () => {
    const { owner, studioId } = await studio();
    const [student, operator] = (await students(2)) as [Named, Named];
    await t.database.db.update(users).set({ userType: 'operator' }).where(eq(users.id, operator.id));
    await putWaiver(studioId, owner);
    const signed = await sign(studioId, student);
    const seen = await get(`/api/operator/users/${student.id}`, operator);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().waiverSignatures).toEqual([
      {
        id: signed.json().id,
        studioId,
        studioName: 'Test Studio',
        version: 1,
        signedAt: signed.json().signedAt,
      },
    ]);
    expect(seen.body).not.toContain('meniscus');
    expect((await get(`/api/waiver-signatures/${signed.json().id}.pdf`, operator)).statusCode).toBe(404);
  });

  it('erases the answers when the account is deleted', async () => {
    const { owner, studioId } = await studio();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'leaving-waiver@example.com',
        username: 'leaving_waiver',
        password: 'a calm long walk',
        firstName: 'Lee',
        lastName: 'Ving',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const leaver = {
      id: registered.json().user.id,
      token: registered.json().token,
      email: '',
      name: 'Lee Ving',
    };
    await putWaiver(studioId, owner);
    const signed = await sign(studioId, leaver);
    expect(signed.statusCode, signed.body).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(leaver.token),
      payload: { password: 'a calm long walk' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, signed.json().id));
    expect(row).toMatchObject({ answersSealed: null, ipAddress: null, userAgent: null, version: 1 });
    expect(row?.erasedAt).toBeInstanceOf(Date);
  });
});
