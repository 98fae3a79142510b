import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshPassedNextSessions } from '../classes/classes.repository';
import { expireDueHolds } from '../places/expire-holds';

/**
 * Expires unpaid holds every `intervalMs` in the server process, so a place comes back even when
 * nobody reads its session (the catalogue lists do not expire holds themselves). Reads expire what
 * they show on their own (lazy expiry), so nothing waits on this timer; it is unref'd and stopped on
 * close. A job queue may take its place later (docs/decisions/0035). The same tick keeps the "soonest"
 * sort's stored next sessions fresh (docs/decisions/0046).
 */
export const holdTimerPlugin = fp(async (app: FastifyInstance, opts: { intervalMs: number }) => {
  if (opts.intervalMs <= 0) return;
  const chores = [
    oneAtATime(app, 'expiring unpaid holds', () => expireDueHolds(app.db, app.clock())),
    oneAtATime(app, "refreshing the classes' next sessions", () => refreshPassedNextSessions(app.db)),
  ];
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      for (const chore of chores) chore.run();
    }, opts.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(chores.map((chore) => chore.running));
  });
});

/**
 * A chore that runs once at a time: a tick that finds it still running skips it, and the next tick
 * catches up. Each chore has its own turn, so a slow one never holds back the holds' expiry.
 */
function oneAtATime(app: FastifyInstance, what: string, task: () => Promise<unknown>) {
  const chore = {
    running: undefined as Promise<unknown> | undefined,
    run() {
      if (chore.running) return;
      chore.running = task()
        .catch((err: unknown) => app.log.warn({ err }, `${what} failed; retrying next tick`))
        .finally(() => {
          chore.running = undefined;
        });
    },
  };
  return chore;
}
