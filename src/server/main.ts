import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

const config = loadConfig();
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  onPoolError: (err) => console.warn(`database pool error: ${err.message}`),
});
await migrate(database);
if (config.SEED_DEMO_DATA && (await seedIfEmpty(database, { scale: config.SEED_SCALE }))) {
  console.info(
    config.SEED_SCALE > 1
      ? `Seeded the London demo data at scale ${config.SEED_SCALE}.`
      : 'Seeded the London demo data.',
  );
}

const app = await buildApp({
  database,
  readCacheTtlMs: config.READ_CACHE_TTL_MS,
  logger: {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', 'body.password'],
  },
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
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
