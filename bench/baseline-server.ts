// The benchmark's yardstick: a bare Fastify route that runs `select 1` on the same database, through
// the same driver and pool settings as the app, in the same kind of process. Every API figure is a
// ratio to this one, measured minutes apart on the same machine.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/client';

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
const app = Fastify({ logger: false });

app.get('/api/health', async () => {
  await database.db.execute(sql`select 1`);
  return { status: 'ok' };
});

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

await app.listen({ port: config.PORT, host: config.HOST });
