/**
 * Child process of bench/realtime.ts: makes the measured change (an up-the-ante) and answers the moment it
 * committed. It does nothing else, so it learns of its commit at once; in an instance's process that moment could
 * wait behind a fan-out the same commit started (another instance's publisher may emit it first).
 */
import pino from 'pino';
import { connectPostgres } from '../src/db/client';
import { createDeps } from '../src/deps';
import { loadEnv } from '../src/env';
import { upTheAnte } from '../src/modules/bounties/bounty-actions.service';

type Msg = { cmd: 'start'; databaseUrl: string } | { cmd: 'up'; bountyId: number; userId: number } | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
let deps: Awaited<ReturnType<typeof createDeps>> | undefined;

process.on('message', async (msg: Msg) => {
  if (msg.cmd === 'start') {
    const database = connectPostgres(msg.databaseUrl, 2);
    deps = await createDeps(env, { database, logger: pino({ level: 'silent' }), secret: 'x'.repeat(40) });
    process.send!({ started: true });
  } else if (msg.cmd === 'up') {
    // Told right after the outermost transaction's COMMIT returns (db/committed-changes).
    let committed: number | undefined;
    const unsubscribe = deps!.database.changes.subscribe(() => {
      committed ??= now();
    });
    await upTheAnte(deps!, msg.userId, msg.bountyId, 1).finally(unsubscribe);
    process.send!({ committed });
  } else {
    await deps?.database.close();
    process.exit(0);
  }
});
