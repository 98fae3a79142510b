import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDetail } from '../../src/common/schemas/class';
import type { Studio } from '../../src/common/schemas/studio';
import { sessions, studios as studioRows } from '../../src/server/db/schema';
import { LONDON_STUDIOS } from '../../src/server/db/seed/london-studios';
import { LIST_SESSIONS_PER_CLASS } from '../../src/server/db/session-columns';
import { bearer, createSession, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let studios: Studio[];

beforeAll(async () => {
  t = await createTestApp();
  studios = (await t.app.inject({ method: 'GET', url: '/api/studios' })).json();
});
afterAll(() => t?.close());

describe('GET /api/studios', () => {
  it('lists the London studios with the spec fields', () => {
    expect(studios.length).toBeGreaterThanOrEqual(10);
    for (const s of studios) {
      expect(s.city).toBe('London');
      expect(s.rating).toMatch(/^\d\.\d{2}$/);
      expect(Number.isInteger(s.reviewCount)).toBe(true);
      expect(Array.isArray(s.serviceTypes)).toBe(true);
      expect(Array.isArray(s.amenities)).toBe(true);
      expect(s).not.toHaveProperty('password');
    }
    expect(new Set(studios.map((s) => s.userId)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/studios/:id', () => {
  it('returns the studio with its active classes and their upcoming sessions', async () => {
    const withClasses = studios.find((s) => s.name === 'Resonance Sound House Hackney') as Studio;
    const res = await t.app.inject({ method: 'GET', url: `/api/studios/${withClasses.id}` });
    expect(res.statusCode).toBe(200);
    const detail: StudioDetail = res.json();
    expect(detail).toMatchObject(withClasses);
    expect(detail.classes.length).toBe(3);
    for (const c of detail.classes) {
      expect(c.studioId).toBe(withClasses.id);
      expect(c.upcomingSessions.length).toBeGreaterThan(0);
    }
  });

  it("carries each class's next sessions, soonest first, in the list's shape", async () => {
    // Bounded however far ahead a class is scheduled: a weekly schedule runs up to 26 weeks.
    const {
      classId,
      studioId,
      sessionId: first,
    } = await createSession(t.database.db, {
      startsInMs: 3_600_000,
    });
    const later = Array.from({ length: 14 }, (_, i) => {
      const start = new Date(Date.now() + (i + 2) * 86_400_000);
      return { classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) };
    });
    // Inserted latest first, so the order of the answer is the query's, not the table's.
    await t.database.db.insert(sessions).values(later.reverse());
    const detail: StudioDetail = (
      await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}` })
    ).json();
    const shown = detail.classes.find((c) => c.id === classId)?.upcomingSessions ?? [];
    expect(shown).toHaveLength(LIST_SESSIONS_PER_CLASS);
    expect(shown[0]?.id).toBe(first);
    const starts = shown.map((s) => s.startTime);
    expect(starts).toEqual([...starts].sort());
    for (const s of shown)
      expect(Object.keys(s)).toEqual([
        'id',
        'classId',
        'startTime',
        'endTime',
        'currentParticipants',
        'status',
        'availableSpots',
      ]);
  });

  it('leaves out inactive classes', async () => {
    const lab = studios.find((s) => s.name === 'Bermondsey Sound Lab') as Studio;
    const detail: StudioDetail = (
      await t.app.inject({ method: 'GET', url: `/api/studios/${lab.id}` })
    ).json();
    expect(detail.classes.map((c) => c.title)).not.toContain('Tuning Fork Therapy (paused)');
    expect(detail.classes.length).toBe(3);
  });

  it('lists every active demo studio with classes; the one opening soon, with none, is a draft its owner alone sees', async () => {
    // The demo's own studios, in the seed (other tests here add theirs).
    const active = LONDON_STUDIOS.map((s) => s.name);
    const drafts = active.filter((name) => !studios.some((s) => s.name === name));
    expect(drafts).toEqual(['Walthamstow Wellness House']);
    const [draft] = await t.database.db
      .select()
      .from(studioRows)
      .where(eq(studioRows.name, drafts[0] as string));
    const url = `/api/studios/${draft?.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const tom = await loginToken(t.app, 'tom@attune.london', 'attune-demo');
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(tom) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ isPublic: false, classes: [] });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '42', 'x'.repeat(64)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/studios/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Studio not found', code: 'NOT_FOUND' });
    }
  });
});
