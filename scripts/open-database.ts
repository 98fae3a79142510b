// The database a command-line script works on: the one the server uses (DATABASE_URL, or else the
// embedded PGlite in PGLITE_DIR). An embedded database a running server holds is refused with the
// reason and what to do, exit code 1, before the script writes anything (src/server/db/pglite-lock.ts).
import type { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/client';
import { DatabaseInUseError } from '../src/server/db/pglite-lock';

export async function openDatabase(config: ReturnType<typeof loadConfig>) {
  try {
    return await createDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      poolMax: 1,
    });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
