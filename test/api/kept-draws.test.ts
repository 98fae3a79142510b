import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';
import { daysFromToday } from '../helpers/dates';
import { bearer, bookPlace, createUserWithToken } from '../helpers/fixtures';
import { keptWorld, outcomeCounts, publicClass } from '../helpers/kept-world';

// Pages kept by the answers they were drawn with (docs/decisions/0111): the server fetches a page's
// answers on every request, and draws the page only when they are not, byte for byte, the answers
// of a page it drew before. Drawn by the server entry from its sources, so the pages are real
// whether or not a build exists.

const world = keptWorld(daysFromToday(2), {
  serverEntry: path.join(PROJECT_ROOT, 'src/client/entry-server.tsx'),
  clientDir: path.join(PROJECT_ROOT, 'src/client'),
});

/** The pages given again and drawn so far, as /metrics reports them. */
const pageCounts = () => outcomeCounts(world, 'attune_kept_pages_total', ['kept', 'drawn'] as const);

/** The page at `url` as a browser gets it, with what the server spent on it: kept or drawn. */
async function page(url: string) {
  const before = await pageCounts();
  const res = await world.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  expect(res.body).toContain('id="attune-query-state"');
  const after = await pageCounts();
  const outcome =
    after.kept === before.kept + 1 && after.drawn === before.drawn
      ? 'kept'
      : after.drawn === before.drawn + 1 && after.kept === before.kept
        ? 'drawn'
        : 'neither';
  return { body: res.body, etag: res.headers.etag, outcome };
}

const renameClass = async (classId: string, title: string) => {
  const res = await world.t.app.inject({
    method: 'PATCH',
    url: `/api/classes/${classId}`,
    headers: bearer(world.owner.token),
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('pages kept by their answers', () => {
  it('gives /browse again until an answer it shows changes, and again once the answers are back', async () => {
    const { classId } = await publicClass(world, 'Kept Page Yoga');
    const drawn = await page('/browse');
    expect(drawn.outcome).toBe('drawn');
    expect(drawn.body).toContain('Kept Page Yoga Flow');

    // The same answers: the same page, byte for byte, with its tag.
    const kept = await page('/browse');
    expect(kept).toEqual({ ...drawn, outcome: 'kept' });

    // The class renamed: its card's answer changes, so the page is drawn again, with the new title.
    await renameClass(classId, 'Kept Page Renamed');
    const renamed = await page('/browse');
    expect(renamed.outcome).toBe('drawn');
    expect(renamed.body).toContain('Kept Page Renamed');
    expect(renamed.body).not.toContain('Kept Page Yoga Flow');
    expect(renamed.etag).not.toBe(drawn.etag);
    expect((await page('/browse')).outcome).toBe('kept');

    // Named back, the answers are the first page's again: so is the page, though time has passed.
    await renameClass(classId, 'Kept Page Yoga Flow');
    expect(await page('/browse')).toEqual({ ...drawn, outcome: 'kept' });

    // Another view of the catalogue is another page, drawn for itself.
    const reiki = await page('/browse?serviceType=reiki');
    expect(reiki.outcome).toBe('drawn');
    expect(reiki.etag).not.toBe(drawn.etag);
  });

  it("draws a class's page again when a booking changes its places", async () => {
    const { classId, sessionIds } = await publicClass(world, 'Kept Places Yoga', [30]);
    const url = `/classes/${classId}`;
    const drawn = await page(url);
    expect(drawn.outcome).toBe('drawn');
    expect(drawn.body).toContain('10 spots available');
    expect(await page(url)).toEqual({ ...drawn, outcome: 'kept' });

    const student = await createUserWithToken(world.t.database.db);
    const booked = await bookPlace(world.t.app, student.token, sessionIds[0] as string);
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await page(url);
    expect(after.outcome).toBe('drawn');
    expect(after.body).toContain('9 spots available');
    expect(after.etag).not.toBe(drawn.etag);
  });
});
