import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from './mailer';
import { type NotificationWorker, type NotificationWorkerOptions, startNotificationWorker } from './worker';

type WorkerPluginOptions = Omit<NotificationWorkerOptions, 'database' | 'clock' | 'log' | 'mailer'> & {
  /** Run the worker in this process (default); off when `npm run worker` runs it elsewhere. */
  enabled: boolean;
  mailer: () => Mailer;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process notification worker, or null when it runs elsewhere (or is off). */
    notificationWorker: NotificationWorker | null;
  }
}

/** Starts the notification worker with the server and stops it, waiting for a send in flight, on close. */
export const notificationWorkerPlugin = fp(async (app: FastifyInstance, opts: WorkerPluginOptions) => {
  app.decorate('notificationWorker', null);
  if (!opts.enabled) return;
  const { enabled: _enabled, mailer, ...rest } = opts;
  app.addHook('onReady', async () => {
    app.notificationWorker = await startNotificationWorker({
      ...rest,
      mailer: mailer(),
      database: app.database,
      clock: app.clock,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await app.notificationWorker?.stop();
    app.notificationWorker = null;
  });
});
