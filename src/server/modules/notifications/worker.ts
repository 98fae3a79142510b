import type { Database } from '../../db/client';
import { deliverEvent } from './deliver';
import { lockUndispatched, markDispatched } from './delivery.repository';
import type { Mailer } from './mailer';
import { OUTBOX_CHANNEL } from './outbox-events';
import { runSchedule } from './schedule';

/** One job per outbox event: send its e-mails. */
const DELIVERY_QUEUE = 'notification-delivery';
/**
 * What someone is waiting for right now (a reset link, a confirmation, a cancellation) is sent before
 * the schedule's batches: a minute's reminders, review invitations and digests can number hundreds,
 * and pg-boss fetches by priority before age.
 */
const SCHEDULED_KINDS = new Set(['reminder', 'review-invite', 'owner.digest']);
function deliveryPriority(kind: string): number {
  return SCHEDULED_KINDS.has(kind) ? 0 : 10;
}

/** Every minute: make the time-driven events and hand on anything the relay missed. */
const SCHEDULE_QUEUE = 'notification-schedule';

export interface NotificationWorkerOptions {
  database: Database;
  mailer: Mailer;
  clock: () => Date;
  /** Where Attune is served, for links in the e-mails. */
  publicUrl: string;
  /** The first retry of a failed send waits this long, then each one twice as long (default 30 s). */
  retryDelaySeconds?: number;
  /** The longest wait between two tries (default 1 hour). */
  retryDelayMaxSeconds?: number;
  /** How often an idle worker looks for jobs when no notification wakes it (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Run the minute schedule (default true); tests drive it by hand under a controlled clock. */
  schedule?: boolean;
  /**
   * Other modules' time-driven work, run by the minute job at the clock's time before the
   * notifications' own schedule (a membership's renewal, docs/decisions/0062). Handed in by whoever
   * starts the worker, so this module depends on none of them. Each must be safe to run twice.
   */
  sweeps?: readonly ((now: Date) => Promise<unknown>)[];
  log: { warn(obj: object, msg: string): void };
}

export interface NotificationWorker {
  /** Hands every event not yet queued to the queue; resolves once done. */
  relay(): Promise<void>;
  /** Makes the time-driven events now, at the clock's time, as the minute job does. */
  runSchedule(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery side of docs/decisions/0019: pg-boss on the same database (PGlite or PostgreSQL).
 * A committed outbox event NOTIFYs; the relay answers by queueing one job per event, with the event's
 * id as the job's id, so relaying twice queues it once; the job sends its e-mails (deliverEvent)
 * and the queue retries a failed one with exponential backoff.
 */
export async function startNotificationWorker(
  options: NotificationWorkerOptions,
): Promise<NotificationWorker> {
  const { database, mailer, clock, log } = options;
  const connection = database.queueConnection;
  // Loaded here, not at import: a process that runs no worker (a test of the API, a web process
  // with the worker elsewhere) never pays pg-boss's 0.15 s.
  const { fromPglite, PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    ...('pglite' in connection
      ? { db: fromPglite(connection.pglite), backend: 'pglite' as const }
      : { connectionString: connection.connectionString, max: 4 }),
    schema: 'pgboss',
    useListenNotify: true,
    schedule: options.schedule !== false,
  });
  boss.on('error', (err) => log.warn({ err }, 'notification queue error'));
  await boss.start();
  const deliveryQueue = {
    retryLimit: 30,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: options.retryDelayMaxSeconds ?? 3600,
    expireInSeconds: 300,
  };
  await boss.createQueue(DELIVERY_QUEUE, deliveryQueue);
  await boss.updateQueue(DELIVERY_QUEUE, deliveryQueue);
  await boss.createQueue(SCHEDULE_QUEUE, { retryLimit: 0 });

  let relaying: Promise<void> | undefined;
  let again = false;
  const relayOnce = async () => {
    for (;;) {
      const due = await lockUndispatched(database.db, 100);
      // The job's id is the event's: a second send of it (a relay on another worker, or a crash
      // before markDispatched) queues nothing new.
      for (const { id, kind } of due)
        await boss.send(DELIVERY_QUEUE, { outboxId: id }, { id, priority: deliveryPriority(kind) });
      await markDispatched(
        database.db,
        due.map((d) => d.id),
      );
      if (due.length < 100) return;
    }
  };
  const relay = (): Promise<void> => {
    if (relaying) {
      again = true;
      return relaying;
    }
    relaying = (async () => {
      try {
        do {
          again = false;
          await relayOnce();
        } while (again);
      } catch (err) {
        log.warn({ err }, 'relaying notifications failed; the minute schedule tries again');
      } finally {
        relaying = undefined;
      }
    })();
    return relaying;
  };

  await boss.work<{ outboxId: string }>(
    DELIVERY_QUEUE,
    // One job per fetch keeps a failing address from holding back others, but a worker then waits a
    // polling interval between jobs; two workers polling each second send about two a second.
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1, localConcurrency: 2 },
    async ([job]) => {
      if (job)
        await deliverEvent(database.db, mailer, job.data.outboxId, {
          publicUrl: options.publicUrl,
          now: clock(),
        });
    },
  );
  const scheduleNow = async () => {
    for (const sweep of options.sweeps ?? []) {
      // One failing sweep must not hold back the e-mails: the next minute tries it again.
      await sweep(clock()).catch((err) => log.warn({ err }, 'a scheduled sweep failed'));
    }
    await runSchedule(database.db, clock());
    await relay();
  };
  await boss.work(
    SCHEDULE_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    scheduleNow,
  );
  if (options.schedule !== false) await boss.schedule(SCHEDULE_QUEUE, '* * * * *');

  const stopListening = await database.listen(OUTBOX_CHANNEL, () => void relay());
  // Whatever was recorded while no worker ran.
  await relay();

  return {
    relay,
    runSchedule: scheduleNow,
    async stop() {
      await stopListening();
      await relaying;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      mailer.close();
    },
  };
}
