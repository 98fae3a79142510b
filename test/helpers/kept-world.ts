import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../../src/server/app';
import type { TestUser } from './fixtures';
import { checkInvariantsAfterEach } from './invariants';
import { addClassTo, addStudioAs, createOwnerWorld, scheduleAs } from './owner-world';
import type { TestApp } from './test-app';

/** What the tests of counts and cards kept by snapshot share: an owner on a clock the test moves. */
interface KeptWorld {
  t: TestApp;
  owner: TestUser;
  /** The app's clock: a test moves it to pass a session's start with nothing written. */
  now: Date;
}

/** An hour in milliseconds: what the tests move the world's clock by. */
export const HOUR = 3_600_000;

/** The bearer token of the world's /metrics. */
export const METRICS_TOKEN = 'kept-world-metrics-token';

/**
 * The owner world of a file of kept-by-snapshot tests (docs/decisions/0108, 0109), on a clock that
 * starts at `start`, with the invariants checked after each test; `pages` for one that draws pages.
 */
export function keptWorld(
  start: string,
  pages: Pick<AppOptions, 'serverEntry' | 'clientDir'> = {},
): KeptWorld {
  const world = { now: new Date(start) } as KeptWorld;
  beforeAll(async () => {
    const { t, owner } = await createOwnerWorld({
      clock: () => world.now,
      metricsToken: METRICS_TOKEN,
      ...pages,
    });
    Object.assign(world, { t, owner });
  });
  afterAll(() => world.t?.close());
  checkInvariantsAfterEach(() => world.t.database.db);
  return world;
}

/** A counter of /metrics by outcome, e.g. `attune_kept_cards_total`'s kept and written. */
export async function outcomeCounts<Outcome extends string>(
  world: KeptWorld,
  counter: string,
  outcomes: readonly Outcome[],
): Promise<Record<Outcome, number>> {
  const res = await world.t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const count = (outcome: string) =>
    Number(new RegExp(`^${counter}\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(res.body)?.[1]);
  return Object.fromEntries(outcomes.map((outcome) => [outcome, count(outcome)])) as Record<Outcome, number>;
}

/** The rows of a statement run on the world's database. */
export async function rowsOf<T = Record<string, unknown>>(world: KeptWorld, statement: SQL): Promise<T[]> {
  return ((await world.t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * A public class (A_CLASS with `changes`) of a studio of its own, with a session `hoursAhead` from
 * the clock for each entry.
 */
export async function publicClass(
  world: KeptWorld,
  name: string,
  hoursAhead: number[] = [30],
  changes: object = {},
) {
  const { t, owner } = world;
  const studioId = await addStudioAs(t, owner.token, {
    name,
    address: '8 Kept Street',
    postcode: 'E8 1AB',
    serviceTypes: ['yoga'],
  });
  const cls = await addClassTo(t, owner.token, studioId, { title: `${name} Flow`, ...changes });
  const sessionIds: string[] = [];
  for (const hours of hoursAhead) sessionIds.push(await scheduleAs(t, owner.token, cls.id, hours));
  return { studioId, classId: cls.id as string, sessionIds };
}

/**
 * Prunes at once, and holds that no note of `table` is left below the floor it set: the oldest
 * transaction still running anywhere on the server (other databases' too), so on a shared server it
 * may stay below a snapshot the test kept something under.
 */
export async function expectPrunedBelowFloor(world: KeptWorld, table: 'catalogue_changes' | 'place_changes') {
  await world.t.database.db.execute(sql`select prune_catalogue_changes('0 seconds'::interval)`);
  const left = await rowsOf(
    world,
    sql`select count(*)::int as left from ${sql.identifier(table)}
      where xid < (select below from catalogue_changes_floor)`,
  );
  expect(left).toEqual([{ left: 0 }]);
}

/**
 * Runs `check` with the floor raised past every snapshot taken so far: whatever was kept under one is
 * taken again. On a quiet database a snapshot's oldest id can be the next id to be given, which the
 * first update takes as its own: the second update's snapshot is past it. The floor is then set back:
 * a snapshot's oldest id is the oldest transaction running anywhere on the server (other databases'
 * too), so a raised floor would otherwise stay above the snapshots the next checks keep things under.
 * Nothing is pruned meanwhile (the prune runs once an hour), so setting it back loses no note.
 */
export async function withFloorPastNow(world: KeptWorld, check: () => Promise<void>) {
  const db = world.t.database.db;
  const [floor] = await rowsOf<{ below: string }>(
    world,
    sql`select below::text from catalogue_changes_floor`,
  );
  for (let i = 0; i < 2; i++) {
    await db.execute(sql`update catalogue_changes_floor set below = pg_snapshot_xmax(pg_current_snapshot())`);
  }
  try {
    await check();
  } finally {
    await db.execute(sql`update catalogue_changes_floor set below = ${floor?.below}::xid8`);
  }
}

/** Sets a session's places taken with the trigger that notes it switched off: a change nothing kept hears of. */
export async function takePlacesUnnoted(world: KeptWorld, sessionId: string, taken: number) {
  const db = world.t.database.db;
  await db.execute(sql`alter table sessions disable trigger sessions_note_places`);
  try {
    await db.execute(sql`update sessions set current_participants = ${taken} where id = ${sessionId}`);
  } finally {
    await db.execute(sql`alter table sessions enable trigger sessions_note_places`);
  }
}

/** Sets the places taken back to the session's bookings, noted: what the invariants hold them to. */
export async function restorePlaces(world: KeptWorld, sessionId: string, taken: number) {
  await world.t.database.db.execute(
    sql`update sessions set current_participants = ${taken} where id = ${sessionId}`,
  );
}
