// CPU time spent serving a scenario: the server process plus, on PostgreSQL, the backends serving it
// (read from /proc, so only for a server on this machine). On a shared, noisy machine the CPU per
// request is steadier than requests per second, which also count other people's work.
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** A meter for one server: `read()` gives the CPU milliseconds used so far by it (`server`) and its backends (`db`). */
export function cpuMeter(server, connection) {
  if (!fs.existsSync(`/proc/${server.child.pid}/stat`)) return undefined;
  const isLocal = connection.databaseUrl
    ? ['127.0.0.1', 'localhost'].includes(new URL(connection.databaseUrl).hostname)
    : true;
  return {
    async read() {
      const usage = { server: processCpuMs(server.child.pid) ?? 0, db: 0 };
      if (connection.databaseUrl && isLocal) {
        const client = new pg.Client({ connectionString: connection.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query(
            // Client backends only: an autovacuum worker tidying up after the fixtures is not the app's work.
            "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
          );
          for (const { pid } of rows) usage.db += processCpuMs(pid) ?? 0;
        } finally {
          await client.end();
        }
      }
      return usage;
    },
  };
}
