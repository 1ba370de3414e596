/** One app instance of the realtime bench, listening on a free port of 127.0.0.1. */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../src/app';
import { type AppDeps, createDeps } from '../src/deps';
import { loadEnv } from '../src/env';

export async function instance(database: AppDeps['database'], extraEnv: Record<string, string>) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...extraEnv });
  const deps = await createDeps(env, { database, logger: pino({ level: 'silent' }), secret: 'x'.repeat(40) });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { deps, app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
