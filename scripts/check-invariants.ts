// `npm run check:invariants`: checks the booking core's invariants (src/server/db/invariants.ts)
// against the database the server would use: DATABASE_URL, or else the embedded PGlite in PGLITE_DIR
// (stop the server first: PGlite is one process's database, and a held one is refused). Prints each broken row and exits 1;
// exits 0 with a one-line summary when every invariant holds. It only reads.
import fs from 'node:fs';
import { loadConfig } from '../src/server/config';
import { countChecked, findBrokenInvariants } from '../src/server/db/invariants';
import { openDatabase } from './open-database';

const config = loadConfig();
if (!config.DATABASE_URL && !config.PGLITE_DIR.startsWith('memory://') && !fs.existsSync(config.PGLITE_DIR)) {
  console.error(
    `No database to check: ${config.PGLITE_DIR} does not exist (set DATABASE_URL or PGLITE_DIR).`,
  );
  process.exit(2);
}
const database = await openDatabase(config);
try {
  const broken = await findBrokenInvariants(database.db);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${config.PGLITE_DIR}`;
  if (broken.length === 0) {
    const n = await countChecked(database.db);
    console.log(
      `all invariants hold (${where}: ${n.sessions} sessions, ${n.bookings} bookings, ${n.entries} waitlist entries)`,
    );
  } else {
    for (const b of broken) console.log(`✗ ${b.invariant}: ${JSON.stringify(b.row)}\n    ${b.rule}`);
    const invariants = new Set(broken.map((b) => b.invariant)).size;
    console.log(`${broken.length} broken rows in ${invariants} invariants (${where})`);
  }
  process.exitCode = broken.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
