// The server itself, started by main.ts (after tracing, when it is on).
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { healthDataKey, loadConfig, notificationOptions } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DatabaseInUseError } from './db/pglite-lock';
import { seedIfEmpty } from './db/seed/seed';
import { loggerOptions } from './logger';

const config = loadConfig();
// Before anything else: a production server without its health data key must not start at all.
let healthKey: Buffer;
try {
  healthKey = healthDataKey(config);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  poolMax: config.DATABASE_POOL_SIZE,
  onPoolError: (err) => console.warn(`database pool error: ${err.message}`),
}).catch((err: unknown) => {
  // Another process holds the embedded database: say so in one sentence, not a stack trace.
  if (!(err instanceof DatabaseInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
await migrate(database);
if (
  config.SEED_DEMO_DATA &&
  (await seedIfEmpty(database, { now: new Date(), scale: config.SEED_SCALE, healthDataKey: healthKey }))
) {
  console.info(
    config.SEED_SCALE > 1
      ? `Seeded the London demo data at scale ${config.SEED_SCALE}.`
      : 'Seeded the London demo data.',
  );
}

// Fail fast rather than queue while Redis is away: the rate limiters then fall back or skip.
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 })
  : undefined;
redis?.on('error', (err) => console.warn(`redis error: ${err.message}`));

const app = await buildApp({
  database,
  healthDataKey: healthKey,
  mediaDir: config.MEDIA_DIR,
  uploadsPerHour: config.UPLOADS_PER_HOUR,
  metricsToken: config.METRICS_TOKEN,
  tracing: config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
  logger: loggerOptions(config.LOG_LEVEL, { pretty: config.LOG_PRETTY }),
  redis,
  trustProxy: config.TRUST_PROXY,
  authPerMinute: config.AUTH_REQUESTS_PER_MINUTE,
  bookingLimits: {
    perMinutePerSource: config.BOOKING_REQUESTS_PER_MINUTE,
    newAccountUpcoming: config.NEW_ACCOUNT_UPCOMING_BOOKINGS,
    perAccountPerHour: config.BOOKINGS_PER_ACCOUNT_PER_HOUR,
  },
  giftCardLimits: {
    wrongCodesPerHour: config.GIFT_CARD_WRONG_CODES_PER_HOUR,
    perRecipientPerDay: config.GIFT_CARDS_PER_RECIPIENT_PER_DAY,
    perAccountPerDay: config.GIFT_CARDS_PER_ACCOUNT_PER_DAY,
    perIpPerDay: config.GIFT_CARDS_PER_IP_PER_DAY,
  },
  promoLimits: {
    wrongCodesPerHour: config.PROMO_WRONG_CODES_PER_HOUR,
    wrongCodesPerIpPerHour: config.PROMO_WRONG_CODES_PER_IP_PER_HOUR,
  },
  apiDocsUi: config.API_DOCS_UI,
  siteLaunched: config.SITE_LAUNCHED,
  holdMinutes: config.BOOKING_HOLD_MINUTES,
  holdCooldownMinutes: config.BOOKING_HOLD_COOLDOWN_MINUTES,
  readCache: { ttlMs: config.CATALOGUE_CACHE_SECONDS * 1000 },
  catalogueCacheSeconds: config.CATALOGUE_CACHE_SECONDS,
  notifications: notificationOptions(config),
  map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
});

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, draining`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
