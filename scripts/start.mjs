// `npm start`: builds the client when it is missing or older than its sources, then runs the server
// (migrations and demo seed run at server start-up).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildClientIfStale();

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
