import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS } from '../../src/common/constants';
import type { Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { bearer, type TestUser } from '../helpers/fixtures';
import { databaseBefore } from '../helpers/migrations';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Issue 30: difficulty is one fixed set, shared by the owner's form, the student's filter and a check
// constraint; migration 0014 maps the free text owners typed before.

let t: TestApp;
let owner: TestUser;
let studioId: string;

beforeAll(async () => {
  ({ t, owner } = await createOwnerWorld());
  studioId = await addStudioAs(t, owner.token, {
    name: 'Level Studio',
    address: '9 Level Street',
    postcode: 'SE1 7PB',
    serviceTypes: ['yoga'],
  });
});
afterAll(() => t?.close());

const write = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(owner.token), payload });

describe('the owner’s difficulty', () => {
  it('takes each level of the set, in any case, and stores its exact name; none is All levels', async () => {
    for (const level of DIFFICULTY_LEVELS) {
      expect((await addClassTo(t, owner.token, studioId, { difficulty: level })).difficulty).toBe(level);
    }
    expect((await addClassTo(t, owner.token, studioId, { difficulty: 'advanced' })).difficulty).toBe(
      'Advanced',
    );
    expect((await addClassTo(t, owner.token, studioId, {})).difficulty).toBe('All levels');
    expect((await addClassTo(t, owner.token, studioId, { difficulty: '' })).difficulty).toBe('All levels');
  });

  it('refuses any other value with a 400 naming difficulty, on create and on edit; nothing changes', async () => {
    const cls = await addClassTo(t, owner.token, studioId, { difficulty: 'Beginner' });
    for (const difficulty of ['Gentle', 'expert', 42, ['Beginner']]) {
      const created = await write('POST', `/api/studios/${studioId}/classes`, {
        title: 'Refused',
        serviceType: 'yoga',
        deliveryMethod: 'in-person',
        duration: 60,
        price: '10.00',
        maxParticipants: 5,
        difficulty,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toEqual({
        code: 'VALIDATION',
        message: expect.stringContaining(
          'difficulty must be one of: Beginner, Intermediate, Advanced, All levels',
        ),
      });
      const edited = await write('PATCH', `/api/classes/${cls.id}`, { difficulty });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(edited.json().message).toMatch(/difficulty/);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/owner/studios/${studioId}/classes`,
      headers: bearer(owner.token),
    });
    expect(detail.json().find((c: { id: string }) => c.id === cls.id).difficulty).toBe('Beginner');
    expect(
      (await write('PATCH', `/api/classes/${cls.id}`, { difficulty: 'Intermediate' })).json().difficulty,
    ).toBe('Intermediate');
  });
});

describe('the student’s filter', () => {
  it('finds a level by its name in any case, and refuses any other with a 400 naming difficulty', async () => {
    const cls = await addClassTo(t, owner.token, studioId, {
      title: 'Advanced Arm Balances',
      difficulty: 'Advanced',
    });
    await scheduleAs(t, owner.token, cls.id);
    for (const query of ['Advanced', 'advanced', 'ADVANCED']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/classes?difficulty=${query}&limit=100` });
      expect(res.statusCode).toBe(200);
      const found = res.json() as Array<{ id: string; difficulty: string }>;
      expect(found.map((c) => c.id)).toContain(cls.id);
      expect(found.every((c) => c.difficulty === 'Advanced')).toBe(true);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/classes?difficulty=Gentle' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/difficulty must be one of/);
  });
});

describe('migration 0014', () => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;

  // The migrations up to 0013 only: the schema owners typed free text into.
  beforeAll(async () => {
    ({ database, close } = await databaseBefore('0014'));
  });
  afterAll(() => close());

  it('maps the free text to the set and then refuses anything else', async () => {
    const { db } = database;
    // Both drivers answer `rows`; the shared type does not say so.
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [user] = await rows<{ id: string }>(sql`insert into users (email, username, password, user_type)
        values ('levels@test.attune.london', 'levels', 'x', 'studio') returning id`);
    const [studio] = await rows<{ id: string }>(sql`insert into studios (user_id, name, address, postcode)
        values (${user?.id}, 'Old Studio', '1 Old Road', 'E1 6AN') returning id`);
    const typed = [
      'beginner',
      'Gentle',
      ' Beginners ',
      'intermediate',
      'ADVANCED',
      'all',
      'mixed',
      'Beginner',
      'All levels',
      null,
    ];
    for (const [i, difficulty] of typed.entries()) {
      await db.execute(sql`insert into classes (studio_id, title, service_type, delivery_method, duration, price,
          max_participants, difficulty)
        values (${studio?.id}, ${`Class ${i}`}, 'yoga', 'in-person', 60, 10, 5, ${difficulty})`);
    }

    await migrate(database);

    const after = await rows<{ title: string; difficulty: string }>(
      sql`select title, difficulty from classes`,
    );
    const mapped = Object.fromEntries(after.map((r) => [r.title, r.difficulty]));
    expect(typed.map((_, i) => mapped[`Class ${i}`])).toEqual([
      'Beginner',
      'Beginner',
      'Beginner',
      'Intermediate',
      'Advanced',
      'All levels',
      'All levels',
      'Beginner',
      'All levels',
      'All levels',
    ]);
    const refused = db.execute(sql`update classes set difficulty = 'Gentle' where title = 'Class 0'`);
    await expect(refused).rejects.toThrow();
    const nulled = db.execute(sql`update classes set difficulty = null where title = 'Class 0'`);
    await expect(nulled).rejects.toThrow();
  });
});
