import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectPglite } from './client';
import { DatabaseInUseError } from './pglite-lock';

const folder = () => join(mkdtempSync(join(tmpdir(), 'crowns-lock-')), 'pglite');

describe('one process per embedded database folder', () => {
  it('refuses a second open of the same folder while the first is open, and allows it after close', async () => {
    const dir = folder();
    const first = await connectPglite(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await expect(connectPglite(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(connectPglite(dir)).rejects.toThrow(/already open in another process \(pid \d+\)/);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await connectPglite(dir);
    await again.close();
  });

  it('refuses while another live process holds the lock', async () => {
    const dir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ pid: other.pid, command: 'node', since: new Date().toISOString() }),
      );
      const err = await connectPglite(dir).catch((e) => e);
      expect(err).toBeInstanceOf(DatabaseInUseError);
      expect(err.message).toContain(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone.pid, command: 'node', since: new Date().toISOString() }));
    const db = await connectPglite(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await db.close();
  });
});
