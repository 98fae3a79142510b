import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The abuse limits a random workload trips legitimately: its students buy gift cards for each other
 * and try wrong promo and gift-card codes, all from one address. Only the workload passes these
 * (startServer's `env`); every other test runs with the limits as configured.
 */
export const WORKLOAD_LIMITS: Record<string, string> = {
  GIFT_CARDS_PER_IP_PER_DAY: '100000',
  GIFT_CARDS_PER_ACCOUNT_PER_DAY: '100000',
  GIFT_CARDS_PER_RECIPIENT_PER_DAY: '100000',
  GIFT_CARD_WRONG_CODES_PER_HOUR: '100000',
  PROMO_WRONG_CODES_PER_HOUR: '100000',
  PROMO_WRONG_CODES_PER_IP_PER_HOUR: '100000',
};

/**
 * The real server (src/server/main.ts) in its own process: PGlite in memory unless a databaseUrl is
 * given. Resolves once /api/health answers.
 */
export async function startServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    PGLITE_DIR: 'memory://',
    // Races and restarts book many places from one address with fresh accounts.
    BOOKING_REQUESTS_PER_MINUTE: '100000',
    NEW_ACCOUNT_UPCOMING_BOOKINGS: '100000',
    BOOKINGS_PER_ACCOUNT_PER_HOUR: '100000',
    // A known key, so no test writes one into the data folder (docs/decisions/0128).
    HEALTH_DATA_KEY: 'YXR0dW5lLXRlc3Qtb25seS1oZWFsdGgtZGF0YS1rZXk=',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (server.alive()) child.kill(signal);
      return exited;
    },
  };

  // PGlite initialises its database in WebAssembly at start-up: ~20 s on a busy 2-core machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start within 90 s:\n${output}`);
}
