import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process at a time may open an embedded database folder: two would each keep their own copy in memory and
 * overwrite each other's writes (confirmed money operations lost after a restart). The lock is a file beside the
 * folder holding the owner's pid; a lock whose process is gone is stale and taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dir} is already open in another process (pid ${pid}). ` +
        'Stop that process first (only one server or command can use the embedded database at a time), ' +
        'or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

type Holder = { pid: number; command: string; since: string };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A recycled pid of an unrelated program (after a reboot, say) is no holder: ours run in Node.
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync('/proc') || !existsSync(cmdline) || readFileSync(cmdline, 'utf8').includes('node');
};

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/** Takes the lock of `dir` or throws DatabaseInUseError; answers the release function. */
export function lockDatabaseDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Holder = { pid: process.pid, command: process.argv.slice(1).join(' '), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DatabaseInUseError(dir, holder.pid);
    if (holder?.pid === process.pid) throw new DatabaseInUseError(dir, process.pid);
    // Stale (its process is gone) or half-written: remove it and try again; 'wx' lets one contender win.
    try {
      unlinkSync(file);
    } catch {}
  }
  throw new Error(`Could not lock the embedded database at ${dir} (${file})`);
}
