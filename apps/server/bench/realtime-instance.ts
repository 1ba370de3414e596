/**
 * Child process of bench/realtime.ts: a second app instance on its own process (as a second server would be),
 * sharing the bench's database and Redis. Talks to the parent over IPC: `start` answers its URL, `close` ends it.
 */
import { connectPostgres } from '../src/db/client';
import { instance } from './realtime-app';

type Msg = { cmd: 'start'; databaseUrl: string; redisUrl: string } | { cmd: 'close' };

let close: (() => Promise<void>) | undefined;

process.on('message', async (msg: Msg) => {
  if (msg.cmd === 'start') {
    const database = connectPostgres(msg.databaseUrl);
    const { app, url } = await instance(database, { REDIS_URL: msg.redisUrl });
    close = async () => {
      await app.close();
      await database.close();
    };
    process.send!({ url });
  } else {
    await close?.();
    process.exit(0);
  }
});
