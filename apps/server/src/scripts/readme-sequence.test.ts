import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env';

const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
/** Relative, as a person leaves it: resolved from the repository root by every command, whatever its folder. */
const relativeData = `./.tmp/readme-${process.pid}`;
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PGLITE_DIR: `${relativeData}/pglite`,
  UPLOADS_DIR: `${relativeData}/uploads`,
  DATABASE_URL: '',
  REDIS_URL: '',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};

function run(args: string[], cwd: string, extra: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(tsx, args, { cwd, env: { ...env, ...extra } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

// The README's sequence on the embedded database: admin:create (npm runs it in apps/server), then npm start (at
// the root), then that admin logs in. Spawns real processes, so PGlite only.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'README: admin:create, then npm start, then the admin logs in',
  () => {
    let server: ChildProcess | undefined;
    afterAll(async () => {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server!.once('exit', r));
      }
      rmSync(join(REPO_ROOT, relativeData), { recursive: true, force: true });
    });

    it('creates the admin in the database the server opens, and refuses to open it twice', async () => {
      const email = 'first-admin@example.com';
      const password = 'S3cure!pass';
      const created = await run(
        ['src/scripts/admin-create.ts', '--email', email, '--password', password],
        join(REPO_ROOT, 'apps/server'),
      );
      expect(created.out).toContain(`Created admin #1: ${email}`);
      expect(created.code).toBe(0);
      expect(existsSync(join(REPO_ROOT, relativeData, 'pglite'))).toBe(true);
      expect(existsSync(join(REPO_ROOT, 'apps/server', relativeData))).toBe(false);

      const port = await freePort();
      server = spawn(tsx, ['apps/server/src/main.ts'], { cwd: REPO_ROOT, env: { ...env, PORT: String(port) } });
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
        if (
          await fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (i > 600) throw new Error('server did not become ready');
        await new Promise((r) => setTimeout(r, 200));
      }

      const login = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const body = (await login.json()) as { token?: string };
      expect(body.token, 'an admin login answers the one-time-code step').toBeTruthy();

      const second = await run(
        ['apps/server/src/scripts/admin-create.ts', '--email', 'b@example.com', '--password', password],
        REPO_ROOT,
      );
      expect(second.code).toBe(1);
      expect(second.out).toContain('is already open in another process');
      expect(second.out).not.toContain('Created');
    }, 180_000); // three real processes booting PGlite beside the rest of the suite on a 2-core machine
  },
);
