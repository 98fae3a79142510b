import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_FEATURES } from '../../src/common/accessibility';
import type { ClassListItem, ClassWithDetails, StudioDetail } from '../../src/common/schemas/class';
import type { Studio } from '../../src/common/schemas/studio';
import { bearer, createOwnerWithToken, type TestUser } from '../helpers/fixtures';
import { addClassTo, addStudioAs, scheduleAs } from '../helpers/owner-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 34's access information: owners say which features of one fixed set hold at their studio
// (and add a note); every public studio answer carries them; GET /api/classes and GET /api/studios
// keep only studios where every named feature holds (docs/decisions/0077). The read cache is on, so
// a filtered list answered from memory must be keyed on the filter.

let t: TestApp;
let owner: TestUser;
const studio: Record<'all' | 'entranceAndToilet' | 'entrance' | 'none', string> = {
  all: '',
  entranceAndToilet: '',
  entrance: '',
  none: '',
};
const classOf: Record<string, string> = {};

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(owner.token) });
const patch = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, payload, headers: bearer(owner.token) });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ id: string }>).map((row) => row.id).sort();
};
const sorted = (...values: string[]) => [...values].sort();

/** A public studio (a class with a session to come) with these features, and its class. */
async function publicStudio(name: string, accessibility?: string[], accessibilityNotes?: string) {
  const id = await addStudioAs(t, owner.token, {
    name,
    address: '5 Access Row',
    postcode: 'N1 9GU',
    serviceTypes: ['yoga'],
    ...(accessibility ? { accessibility } : {}),
    ...(accessibilityNotes ? { accessibilityNotes } : {}),
  });
  const cls = await addClassTo(t, owner.token, id, { title: `${name} Flow` });
  await scheduleAs(t, owner.token, cls.id);
  classOf[id] = cls.id;
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, readCache: { ttlMs: 60_000 } });
  owner = await createOwnerWithToken(t.database.db);
  studio.all = await publicStudio('Open Door', [...ACCESS_FEATURES].reverse(), 'Level entrance.\nLift.');
  studio.entranceAndToilet = await publicStudio('Ground Floor', ['accessible-toilet', 'step-free-entrance']);
  studio.entrance = await publicStudio('Kerbside', ['step-free-entrance']);
  studio.none = await publicStudio('Upstairs');
});
afterAll(() => t?.close());

describe('setting access information', () => {
  it('stores the features in the set’s order and the notes as typed; a studio without them has none', async () => {
    const detail = (await get(`/api/studios/${studio.all}`)).json() as StudioDetail;
    expect(detail.accessibility).toEqual([...ACCESS_FEATURES]);
    expect(detail.accessibilityNotes).toBe('Level entrance.\nLift.');
    const none = (await get(`/api/studios/${studio.none}`)).json() as StudioDetail;
    expect(none.accessibility).toEqual([]);
    expect(none.accessibilityNotes).toBeNull();
  });

  it('refuses an unknown feature, a repeat or a non-list on create and update, naming the field', async () => {
    const base = { name: 'Bad Access', address: '1 Road', postcode: 'E1 6AN' };
    for (const accessibility of [['wheelchair'], ['lift', 'lift'], 'lift', [3], null]) {
      const created = await post('/api/studios', { ...base, accessibility });
      expect(created.statusCode, JSON.stringify(accessibility)).toBe(400);
      expect(created.json().code).toBe('VALIDATION');
      expect(created.json().message).toMatch(/^accessibility/i);
      const updated = await patch(`/api/studios/${studio.entrance}`, { accessibility });
      expect(updated.statusCode, JSON.stringify(accessibility)).toBe(400);
      expect(updated.json().message).toMatch(/^accessibility/i);
    }
    expect((await post('/api/studios', { ...base, accessibility: ['wheelchair'] })).json().message).toBe(
      `Accessibility must be among: ${ACCESS_FEATURES.join(', ')}`,
    );
    // Nothing was changed by the refusals.
    const kept = (await get(`/api/studios/${studio.entrance}`)).json() as StudioDetail;
    expect(kept.accessibility).toEqual(['step-free-entrance']);
  });

  it('holds the notes to the free-text rule and 1,000 characters', async () => {
    const tooLong = await patch(`/api/studios/${studio.entrance}`, { accessibilityNotes: 'a'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Accessibility notes must be at most 1000 characters');
    const override = await patch(`/api/studios/${studio.entrance}`, { accessibilityNotes: 'Ramp \u202E' });
    expect(override.statusCode).toBe(400);
    expect(override.json().message).toBe('Accessibility notes contains characters that are not allowed');
    const longest = await patch(`/api/studios/${studio.entrance}`, { accessibilityNotes: 'b'.repeat(1000) });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().accessibilityNotes).toHaveLength(1000);
  });

  it('updates and clears them on PATCH; a PATCH without them leaves them alone', async () => {
    const id = await addStudioAs(t, owner.token, { name: 'Changing', address: '2 Road', postcode: 'E1 6AN' });
    const set = await patch(`/api/studios/${id}`, {
      accessibility: ['quiet-space', 'lift'],
      accessibilityNotes: '  A quiet room by the door.  ',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      accessibility: ['lift', 'quiet-space'],
      accessibilityNotes: 'A quiet room by the door.',
    });
    const other = await patch(`/api/studios/${id}`, { name: 'Changing Rooms' });
    expect(other.json()).toMatchObject({ accessibility: ['lift', 'quiet-space'] });
    const cleared = await patch(`/api/studios/${id}`, { accessibility: [], accessibilityNotes: '' });
    expect(cleared.json()).toMatchObject({ accessibility: [], accessibilityNotes: null });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/owner/studios', headers: bearer(owner.token) })
    ).json();
    expect(listed.find((s: Studio) => s.id === id)).toMatchObject({
      accessibility: [],
      accessibilityNotes: null,
    });
  });
});

describe('the public answers', () => {
  it('carry the features and notes in the studio list, the class list and the class page', async () => {
    const studios = (await get('/api/studios?limit=100')).json() as Studio[];
    expect(studios.find((s) => s.id === studio.entranceAndToilet)).toMatchObject({
      accessibility: ['step-free-entrance', 'accessible-toilet'],
      accessibilityNotes: null,
    });
    const classes = (await get('/api/classes?limit=100')).json() as ClassListItem[];
    const card = classes.find((c) => c.id === classOf[studio.all]);
    expect(card?.studio.accessibility).toEqual([...ACCESS_FEATURES]);
    expect(card?.studio.accessibilityNotes).toBe('Level entrance.\nLift.');
    const page = (await get(`/api/classes/${classOf[studio.entrance]}`)).json() as ClassWithDetails;
    expect(page.studio.accessibility).toEqual(['step-free-entrance']);
  });
});

describe('the accessibility filter', () => {
  it('keeps the studios where every named feature holds, in either list', async () => {
    const cases: Array<[string, string[]]> = [
      ['step-free-entrance', [studio.all, studio.entranceAndToilet, studio.entrance]],
      ['step-free-entrance,accessible-toilet', [studio.all, studio.entranceAndToilet]],
      ['accessible-toilet,step-free-entrance', [studio.all, studio.entranceAndToilet]],
      [' accessible-toilet , step-free-entrance ,', [studio.all, studio.entranceAndToilet]],
      ['lift,step-free-entrance', [studio.all]],
      [ACCESS_FEATURES.join(','), [studio.all]],
      ['', [studio.all, studio.entranceAndToilet, studio.entrance, studio.none]],
    ];
    for (const [filter, expected] of cases) {
      const query = `accessibility=${encodeURIComponent(filter)}&limit=100`;
      expect(await ids(`/api/studios?${query}`), filter).toEqual(sorted(...expected));
      expect(await ids(`/api/classes?${query}`), filter).toEqual(
        sorted(...expected.map((id) => classOf[id] ?? '')),
      );
    }
  });

  it('goes with the other filters', async () => {
    expect(await ids('/api/studios?accessibility=accessible-toilet&q=ground')).toEqual([
      studio.entranceAndToilet,
    ]);
    expect(await ids('/api/classes?accessibility=step-free-entrance&q=kerbside')).toEqual([
      classOf[studio.entrance],
    ]);
    expect(await ids('/api/classes?accessibility=lift&serviceType=reiki')).toEqual([]);
  });

  it('refuses an unknown feature or a repeated parameter with a 400 naming accessibility', async () => {
    for (const query of [
      'accessibility=wheelchair',
      'accessibility=lift,wheelchair',
      'accessibility=Lift',
      'accessibility=lift&accessibility=step-free-entrance',
      `accessibility=${'lift,'.repeat(100)}`,
    ]) {
      for (const list of ['/api/studios', '/api/classes']) {
        const res = await get(`${list}?${query}`);
        expect(res.statusCode, `${list}?${query}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(res.json().message, query).toMatch(/^accessibility/);
      }
    }
  });

  it('pages through a filtered list: each match once, the total of the filtered list', async () => {
    for (const list of ['/api/studios', '/api/classes']) {
      const seen: string[] = [];
      let url: string | undefined = `${list}?accessibility=step-free-entrance&limit=1`;
      while (url) {
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['x-total-count']).toBe('3');
        expect(url).toContain('accessibility=step-free-entrance');
        seen.push(...(res.json() as Array<{ id: string }>).map((row) => row.id));
        url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
        expect(seen.length).toBeLessThan(10);
      }
      const expected = [studio.all, studio.entranceAndToilet, studio.entrance];
      expect(sorted(...seen)).toEqual(
        sorted(...(list === '/api/studios' ? expected : expected.map((id) => classOf[id] ?? ''))),
      );
    }
  });

  it('is heard at once after an owner changes their studio, though lists are kept in memory', async () => {
    expect(await ids('/api/studios?accessibility=hearing-loop')).toEqual([studio.all]);
    const res = await patch(`/api/studios/${studio.entrance}`, {
      accessibility: ['step-free-entrance', 'hearing-loop'],
    });
    expect(res.statusCode).toBe(200);
    expect(await ids('/api/studios?accessibility=hearing-loop')).toEqual(sorted(studio.all, studio.entrance));
    expect(await ids('/api/classes?accessibility=hearing-loop')).toEqual(
      sorted(classOf[studio.all] ?? '', classOf[studio.entrance] ?? ''),
    );
    await patch(`/api/studios/${studio.entrance}`, { accessibility: ['step-free-entrance'] });
  });
});
