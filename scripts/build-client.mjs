// Builds the browser bundle (dist/client) and the server-rendering entry (dist/ssr), in that order:
// the server only renders pages when both come from the same sources. `npm run build` runs this.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

export function buildClient() {
  const run = (args) =>
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
  run([]);
  run(['--ssr', 'entry-server.tsx']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildClient();
