// `npm run operator:create -- --email ops@example.com --name "Sam Jones"`: makes an operator account
// on the database the server uses (DATABASE_URL, or else the embedded PGlite in PGLITE_DIR, which a
// running server holds: then it refuses, exit 1, and says to stop the server) and prints a one-time
// link, valid 24 hours, where the operator sets a password. Run again for the same address, it prints
// a new link.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { createOperator, OPERATOR_LINK_HOURS } from '../src/server/modules/operator/create-operator';
import { openDatabase } from './open-database';

const USAGE = 'Usage: npm run operator:create -- --email <address> --name <full name>';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const email = values.email?.trim().toLowerCase() ?? '';
const name = values.name?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || name === '' || name.length > 100) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const result = await createOperator(database.db, { email, name }, config.PUBLIC_URL, new Date());
  console.log(result.created ? `Created the operator account ${email}.` : `${email} is already an operator.`);
  console.log(`Set its password within ${OPERATOR_LINK_HOURS} hours, once, at:`);
  console.log(result.link);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
