import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestUser } from '../helpers/fixtures';
import { multipartFile } from '../helpers/multipart';
import { A_CLASS, addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Teachers (issue 34): the owner's routes, classes and sessions naming them, the public page and
// the catalogue's teacherId filter and name search.

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioId: string;
let otherStudioId: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, student } = await createOwnerWorld());
  studioId = await addStudioAs(t, owner.token, {
    name: 'Lantern Yoga',
    address: '4 Cable Street',
    postcode: 'E1 8JG',
  });
  otherStudioId = await addStudioAs(t, otherOwner.token, {
    name: 'Other Rooms',
    address: '9 Mare Street',
    postcode: 'E8 4RP',
  });
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

async function addTeacher(name: string, bio: string | null = null, token = owner.token, studio = studioId) {
  const res = await call('POST', `/api/studios/${studio}/teachers`, token, { name, bio });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; bio: string | null; imageUrl: string | null };
}

describe('the owner’s teacher routes', () => {
  it('adds, lists, changes and deletes a teacher', async () => {
    const added = await addTeacher('Imogen Vale', 'Teaches slow flow.');
    expect(added).toEqual({
      id: expect.any(String),
      studioId,
      name: 'Imogen Vale',
      bio: 'Teaches slow flow.',
      imageUrl: null,
    });
    const listed = await call('GET', `/api/owner/studios/${studioId}/teachers`, owner.token);
    expect(listed.json().map((x: { name: string }) => x.name)).toContain('Imogen Vale');

    const changed = await call('PATCH', `/api/teachers/${added.id}`, owner.token, { bio: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Imogen Vale', bio: null });

    expect((await call('DELETE', `/api/teachers/${added.id}`, owner.token)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/teachers/${added.id}`, owner.token, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a missing name and a bio over 2,000 characters, naming the field', async () => {
    const noName = await call('POST', `/api/studios/${studioId}/teachers`, owner.token, { bio: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('Name') });
    const long = await call('POST', `/api/studios/${studioId}/teachers`, owner.token, {
      name: 'Long Bio',
      bio: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Bio must be at most 2000 characters');
    const exact = await call('POST', `/api/studios/${studioId}/teachers`, owner.token, {
      name: 'Exact Bio',
      bio: 'x'.repeat(2000),
    });
    expect(exact.statusCode).toBe(201);
  });

  it('answers another owner 404 as for their studios, a student 403 and no token 401', async () => {
    const teacher = await addTeacher('Only Mine');
    expect(
      (await call('POST', `/api/studios/${studioId}/teachers`, otherOwner.token, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/teachers/${teacher.id}`, otherOwner.token, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/teachers/${teacher.id}`, otherOwner.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/owner/studios/${studioId}/teachers`, otherOwner.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/api/teachers/${teacher.id}`, student.token, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/teachers/${teacher.id}`)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/teachers/not-a-uuid', owner.token, { name: 'X' })).statusCode).toBe(
      404,
    );
    const still = await call('GET', `/api/owner/studios/${studioId}/teachers`, owner.token);
    expect(still.json().map((x: { name: string }) => x.name)).toContain('Only Mine');
  });

  it('takes a photo through the studio photos’ pipeline, square, and only from the owner', async () => {
    const teacher = await addTeacher('Photo Teacher');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8fa89b' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartFile(photo);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/${teacher.id}/image`,
      payload,
      headers: { ...headers, ...bearer(otherOwner.token) },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/${teacher.id}/image`,
      payload,
      headers: { ...headers, ...bearer(owner.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/media\/teachers\/[a-f0-9]{32}-detail\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });
    const notPhoto = multipartFile(Buffer.from('not an image at all'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/${teacher.id}/image`,
      payload: notPhoto.payload,
      headers: { ...notPhoto.headers, ...bearer(owner.token) },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('teachers on classes and sessions, the teacher page and the catalogue', () => {
  let rosa: { id: string };
  let ben: { id: string };
  let classId: string;
  let sessionId: string;

  beforeAll(async () => {
    rosa = await addTeacher('Rosalind Achterberg', 'Breath first.');
    ben = await addTeacher('Benedikt Quill');
    const cls = await addClassTo(t, owner.token, studioId, {
      title: 'Lantern Flow',
      teacherIds: [rosa.id, ben.id],
    });
    classId = cls.id;
    expect(cls.teachers).toEqual([
      { id: rosa.id, name: 'Rosalind Achterberg' },
      { id: ben.id, name: 'Benedikt Quill' },
    ]);
    sessionId = await scheduleAs(t, owner.token, classId, 48);
    await scheduleAs(t, owner.token, classId, 72);
  });

  it('refuses teacherIds of another studio or not ids, naming the field', async () => {
    const foreign = await addTeacher('Not Yours', null, otherOwner.token, otherStudioId);
    const res = await call('PATCH', `/api/classes/${classId}`, owner.token, { teacherIds: [foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('teacherIds');
    const bad = await call('POST', `/api/studios/${studioId}/classes`, owner.token, {
      ...A_CLASS,
      teacherIds: ['nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('teacherIds');
    const session = await call('PATCH', `/api/sessions/${sessionId}`, owner.token, { teacherId: foreign.id });
    expect(session.statusCode).toBe(400);
    expect(session.json().message).toContain('teacherId');
  });

  it('shows the class’s teachers in the class, list and studio answers, and a session’s own teacher', async () => {
    const patched = await call('PATCH', `/api/sessions/${sessionId}`, owner.token, { teacherId: ben.id });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().teacherId).toBe(ben.id);

    const detail = (await call('GET', `/api/classes/${classId}`)).json();
    expect(detail.teachers.map((x: { name: string }) => x.name)).toEqual([
      'Rosalind Achterberg',
      'Benedikt Quill',
    ]);
    const overridden = detail.upcomingSessions.find((s: { id: string }) => s.id === sessionId);
    expect(overridden.teacher).toEqual({ id: ben.id, name: 'Benedikt Quill' });
    expect(detail.upcomingSessions.filter((s: { teacher: unknown }) => s.teacher === null)).toHaveLength(1);

    const session = (await call('GET', `/api/sessions/${sessionId}`, student.token)).json();
    expect(session.teacher).toEqual({ id: ben.id, name: 'Benedikt Quill' });
    expect(session.class.teachers).toHaveLength(2);

    const list = (await call('GET', '/api/classes?q=lantern')).json();
    expect(list[0].teachers).toHaveLength(2);
    const owned = (await call('GET', `/api/owner/studios/${studioId}/classes`, owner.token)).json();
    expect(owned.find((c: { id: string }) => c.id === classId).teachers).toHaveLength(2);
    const studio = (await call('GET', `/api/studios/${studioId}`)).json();
    expect(studio.classes[0].teachers).toHaveLength(2);

    const cleared = await call('PATCH', `/api/sessions/${sessionId}`, owner.token, { teacherId: null });
    expect(cleared.json().teacherId).toBeNull();
  });

  it('answers GET /api/teachers/:id with the teacher, their studio and classes', async () => {
    const res = await call('GET', `/api/teachers/${rosa.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const page = res.json();
    expect(page).toMatchObject({
      id: rosa.id,
      name: 'Rosalind Achterberg',
      bio: 'Breath first.',
      imageUrl: null,
      studio: { id: studioId, name: 'Lantern Yoga' },
    });
    expect(page.classes.map((c: { id: string }) => c.id)).toEqual([classId]);
    expect((await call('GET', '/api/teachers/not-a-uuid')).statusCode).toBe(404);
    expect((await call('GET', '/api/teachers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps a draft studio’s teachers private', async () => {
    const draft = await addTeacher('Draft Teacher', null, otherOwner.token, otherStudioId);
    expect((await call('GET', `/api/teachers/${draft.id}`)).statusCode).toBe(404);
  });

  it('filters the catalogue by teacherId, counting a session a teacher takes over', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/api/classes?${query}`)).json().map((c: { id: string }) => c.id);
    expect(await ids(`teacherId=${rosa.id}`)).toEqual([classId]);
    const solo = await addTeacher('Solo Cover');
    expect(await ids(`teacherId=${solo.id}`)).toEqual([]);
    await call('PATCH', `/api/sessions/${sessionId}`, owner.token, { teacherId: solo.id });
    expect(await ids(`teacherId=${solo.id}`)).toEqual([classId]);
    const bad = await call('GET', '/api/classes?teacherId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('teacherId');
  });

  it('matches teacher names with q, by the start of each word', async () => {
    const ids = async (q: string) =>
      (await call('GET', `/api/classes?q=${encodeURIComponent(q)}`)).json().map((c: { id: string }) => c.id);
    expect(await ids('Achterberg')).toEqual([classId]);
    expect(await ids('rosalind achter')).toEqual([classId]);
    expect(await ids('Quill')).toEqual([classId]);
    expect(await ids('Zebedee')).toEqual([]);
  });

  it('takes a deleted teacher off the class and its sessions', async () => {
    const temp = await addTeacher('Temporary Teacher');
    await call('PATCH', `/api/classes/${classId}`, owner.token, { teacherIds: [rosa.id, temp.id] });
    await call('PATCH', `/api/sessions/${sessionId}`, owner.token, { teacherId: temp.id });
    expect((await call('DELETE', `/api/teachers/${temp.id}`, owner.token)).statusCode).toBe(204);
    const detail = (await call('GET', `/api/classes/${classId}`)).json();
    expect(detail.teachers).toEqual([{ id: rosa.id, name: 'Rosalind Achterberg' }]);
    expect(detail.upcomingSessions.every((s: { teacher: unknown }) => s.teacher === null)).toBe(true);
  });
});
