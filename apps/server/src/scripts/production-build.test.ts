import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env';

// The compiled server (npm run build -w apps/server) as production runs it: plain node, NODE_ENV=production, no tsx.
// Built into its own folder beside dist so a developer's build is left alone.
const outName = `dist-test-${process.pid}`;
const outDir = join(REPO_ROOT, 'apps/server', outName);
const data = mkdtempSync(join(tmpdir(), 'crowns-prod-'));

/** The process environment without anything of this machine's that would change what the server does. */
const baseEnv = () => {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(DATABASE_URL|REDIS_URL)$/.test(k)) env[k] = v;
  return env;
};

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_URL: 'https://crowns.example',
  PGLITE_IN_PRODUCTION: 'true',
  PGLITE_DIR: join(data, 'pglite'),
  UPLOADS_DIR: join(data, 'uploads'),
  MAIL_DISABLED: 'true',
  UNSAFE_SANDBOX_PROVIDERS: 'true',
  METRICS_TOKEN: 'scrape-me-please-0123456789',
  LOG_LEVEL: 'warn',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

function runCompiled(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(outDir, 'main.js')], { cwd: REPO_ROOT, env: { ...baseEnv(), ...env } });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

describe('the compiled server in production', () => {
  let server: ChildProcess | undefined;
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outName], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
  }, 60_000);
  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('builds a bundle with its migrations beside it', () => {
    for (const file of ['main.js', 'admin-create.js', 'migrations/meta/_journal.json', 'neutral-poster.jpg'])
      expect(existsSync(join(outDir, file)), file).toBe(true);
  });

  it('refuses to boot without its variables, naming each one', async () => {
    const { exited, output } = runCompiled({ NODE_ENV: 'production' });
    expect(await exited).toBe(1);
    for (const name of ['JWT_SECRET', 'TOKEN_ENCRYPTION_KEY', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL'])
      expect(output()).toContain(`  ${name}: `);
  });

  it('boots, applies the migrations, hides dev, test, docs and open metrics, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runCompiled({ ...production, PORT: String(port) });
    server = run.child;
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${run.output()}`);
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i > 1200) throw new Error(`server did not become ready:\n${run.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(run.output()).toContain('Database: PGlite');
    expect(run.output()).toContain('Mail: off (MAIL_DISABLED=true): nothing is sent');
    for (const path of ['/dev/mailbox', '/test/clock', '/docs/json'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${production.METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    // An API call that reads the migrated schema.
    const config = await fetch(`${base}/v1/config/`);
    expect(config.status).toBe(200);
    expect((await config.json()).data).toHaveProperty('upload_max_mb');

    server.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 180_000);
});
