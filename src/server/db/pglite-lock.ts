// An embedded PGlite database is one process's: PGlite keeps its pages in the memory of the process
// that opened it and writes them back on its own schedule, and it locks nothing on disk. A second
// process opening the same folder (`npm run operator:create` while `npm start` runs) wrote its rows,
// said "Created", and was then overwritten by the server's copy: the account was silently lost
// (issue 69). So every process that opens a PGlite folder first claims it with a lock file holding
// its process id, and a second one is refused with a sentence saying what to do.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'attune-in-use.lock';

/** Thrown when another live process (or this one) already has the folder open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another Attune process (pid ${pid}), such as npm start. ` +
        'PGlite is one process’s database: stop that process and run this again, or set DATABASE_URL ' +
        `to a PostgreSQL database both can share. If no Attune process is running, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Folders this process holds: a process id written by an earlier run may equal ours (a container's pid 1). */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims `dir` for this process; answers the release, which the database's close() calls. A lock
 * left by a process that has since died (killed, crashed) is taken over.
 */
export function claimPgliteDir(dir: string): () => void {
  const folder = path.resolve(dir);
  const file = path.join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw new DatabaseInUseError(folder, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' creates it or fails if it exists: two processes starting at once cannot both win.
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        if (holder(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holder(file);
      if (pid !== undefined && pid !== process.pid && alive(pid)) throw new DatabaseInUseError(folder, pid);
      if (attempt === 0) fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(folder, holder(file) ?? 0);
}
