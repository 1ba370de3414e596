#!/usr/bin/env node
// `npm start`: builds the web app when needed, then runs API + web on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale, root } from './build-web-if-stale.mjs';

try {
  buildWebIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
