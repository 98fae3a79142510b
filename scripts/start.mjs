// `npm start`: builds the client and the server bundle when they are missing or older than their
// sources, then runs the server (migrations and demo seed run at server start-up).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildClientIfStale } from './build-if-stale.mjs';
import { buildServer, SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';
import { precompressClient } from './precompress-client.mjs';

buildClientIfStale();
precompressClient(fileURLToPath(new URL('../dist/client', import.meta.url)));

let bundled = true;
if (serverBundleIsStale()) {
  try {
    await buildServer();
  } catch (err) {
    bundled = false;
    console.warn(`Could not bundle the server (${err.message}); running it from its TypeScript sources.`);
  }
}

if (bundled) {
  await import(pathToFileURL(SERVER_BUNDLE).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/server/main.ts', import.meta.url).href);
}
