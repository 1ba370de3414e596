import { Server } from 'node:net';
import { buildApp } from './app';
import { runSeed } from './db/seed';
import { createDeps } from './deps';
import { docsEnabled, loadEnv } from './env';
import { SWEEP_JOBS } from './modules';
import { DevMailbox, DisabledMailer } from './platform/mailer';
import { closeRedis, RedisUnavailableError } from './platform/redis';
import { startSweeper } from './platform/sweeper';

/** How long a terminating instance keeps serving (each answer closing its connection) before it stops listening. */
const DRAIN_MS = 3_000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let deps: Awaited<ReturnType<typeof createDeps>>;
  try {
    deps = await createDeps(env);
  } catch (err) {
    if (!(err instanceof RedisUnavailableError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const seeded = await runSeed(deps);
  const app = await buildApp(deps);
  await app.listen({ port: env.PORT, host: env.HOST });
  const sweeper = startSweeper(deps, SWEEP_JOBS);
  const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const lines = [
    '',
    `  Crowns is running at ${url}`,
    `  Database: ${deps.database.kind === 'pglite' ? `PGlite (${env.PGLITE_DIR})` : 'PostgreSQL'}`,
    `  Realtime: Socket.IO at /socket.io (${env.REDIS_URL ? 'Redis adapter' : 'in memory, one instance'})`,
  ];
  if (docsEnabled(env)) lines.push(`  API docs: ${url}/docs`);
  if (seeded.logins.length > 0) {
    lines.push('  Demo logins:');
    for (const l of seeded.logins) lines.push(`    ${l.role.padEnd(16)} ${l.email} / ${l.password}`);
  }
  if (env.NODE_ENV === 'production' && env.UNSAFE_SANDBOX_PROVIDERS)
    lines.push('  WARNING: UNSAFE_SANDBOX_PROVIDERS is on: anyone can buy crowns with a test card. Staging only.');
  if (deps.mailer instanceof DevMailbox) lines.push(`  Dev mailbox: ${url}/dev/mailbox`);
  if (deps.mailer instanceof DisabledMailer) lines.push('  Mail: off (MAIL_DISABLED=true): nothing is sent');
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Stop accepting connections (the balancer's next connect is refused and goes to another instance) without
    // dropping the open ones (http.Server#close would, racing requests already sent on them); they are served on
    // with Connection: close or dropped idle by the balancer, then close() finishes what is left.
    app.startDrain();
    Server.prototype.close.call(app.server);
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    await sweeper.stop();
    // Closes the sockets and stops the outbox publisher (preClose) before the HTTP server.
    await app.close();
    await closeRedis(deps.redis);
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
