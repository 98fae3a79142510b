import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
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
