import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshPassedNextSessions } from '../classes/classes.repository';
import { expireDueHolds } from './expire-holds';

/**
 * Expires unpaid holds every `intervalMs` in the server process, so a place comes back even when
 * nobody reads its session (the catalogue lists do not expire holds themselves). Reads expire what
 * they show on their own (lazy expiry), so nothing waits on this timer; it is unref'd and stopped on
 * close. A job queue may take its place later (docs/decisions/0035).
 */
export const holdTimerPlugin = fp(async (app: FastifyInstance, opts: { intervalMs: number }) => {
  if (opts.intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return; // one sweep at a time; the next tick catches up
    running = Promise.all([
      expireDueHolds(app.db, app.clock()).catch((err: unknown) =>
        app.log.warn({ err }, 'expiring unpaid holds failed; retrying next tick'),
      ),
      // The same tick keeps the "soonest" sort's stored next sessions fresh (docs/decisions/0046).
      refreshPassedNextSessions(app.db).catch((err: unknown) =>
        app.log.warn({ err }, "refreshing the classes' next sessions failed; retrying next tick"),
      ),
    ]).finally(() => {
      running = undefined;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, opts.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
