import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildWebIfStale, root } from '../../scripts/build-web-if-stale.mjs';
import { checkBrowser } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Builds the web app if stale and starts the real server on a fresh PGlite with demo data. */
export default async function setup(project: TestProject) {
  const browser = await checkBrowser();
  console.log(`e2e browser: ${browser.source} (${browser.path})`);
  buildWebIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'crowns-e2e-'));
  const server: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: join(dataDir, 'pglite'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      E2E: 'true',
      // The API helpers give each person their own address (x-forwarded-for), as behind a real proxy.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
