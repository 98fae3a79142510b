// `npm run worker`: the notification worker alone (docs/decisions/0019), for when the web servers run
// with IN_PROCESS_WORKER=false. It needs DATABASE_URL: an embedded PGlite database belongs to one process.
import { mailerFor } from './app';
import { loadConfig, notificationOptions } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { startNotificationWorker } from './modules/notifications/worker';
import { demoPaymentProvider } from './modules/payments/payment-provider';
import { renewDueMemberships } from './modules/places/renew-membership';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database belongs to the server process, which runs the worker itself.',
  );
  process.exit(1);
}
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  poolMax: 4,
  onPoolError: (err) => console.warn(`database pool error: ${err.message}`),
});
await migrate(database);
const settings = notificationOptions(config);
const worker = await startNotificationWorker({
  database,
  mailer: mailerFor(settings),
  clock: () => new Date(),
  publicUrl: settings.publicUrl,
  // Memberships renew here too (docs/decisions/0062), charged through the same provider the servers use.
  sweeps: [(now) => renewDueMemberships(database.db, demoPaymentProvider, now)],
  log: { warn: (obj, msg) => console.warn(msg, obj) },
});
console.info(
  `Notification worker running (${settings.smtpUrl ? 'SMTP' : `.eml files in ${settings.mailDir}`}).`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
