import { Redis, type RedisOptions } from 'ioredis';

/** The longest a request waits on a Redis command (rate limits, /readyz) before going on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** Reconnects in the background, quickly at first, then every 2 s, for as long as the process runs. */
const reconnect: RedisOptions = { retryStrategy: (times) => Math.min(times * 100, 2000), connectTimeout: 2000 };

/** Redis is not reachable at start: one line naming the variable, no stack. */
export class RedisUnavailableError extends Error {}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** Logs the first error of an outage and the reconnection, not every retry. */
function logOutages(client: Redis, log: Log, what: string) {
  let down = false;
  client.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err }, `${what}: Redis does not answer; reconnecting in the background`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, `${what}: Redis answers again`);
  });
}

/**
 * The command client (rate limits, /readyz): a command never waits for a Redis that is away. No offline queue (a
 * command while disconnected fails at once), a command timeout, no retries of a command. Waits up to `waitMs` at
 * start for Redis to answer, then throws RedisUnavailableError.
 */
export async function connectRedis(url: string, log: Log, waitMs = 5000): Promise<Redis> {
  const client = new Redis(url, {
    ...reconnect,
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  let lastError: Error | undefined;
  const remember = (err: Error) => {
    lastError = err;
  };
  client.on('error', remember);
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  client.connect().catch(() => {});
  if (!(await ready)) {
    client.disconnect();
    const why = lastError?.message ?? `no answer within ${waitMs} ms`;
    throw new RedisUnavailableError(
      `REDIS_URL: Redis at ${redactRedisUrl(url)} does not answer (${why}); start it, or unset REDIS_URL to run one instance without it`,
    );
  }
  client.off('error', remember);
  logOutages(client, log, 'redis');
  return client;
}

/** Answers within `timeoutMs` whether Redis answered a PING. */
export async function redisAnswers(client: Redis, timeoutMs = REDIS_COMMAND_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = client.ping().then(
    (answer) => answer === 'PONG',
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Attaches a handler to the promise of each of these methods: the Socket.IO adapter calls them without catching, and
 * an unhandled rejection would end the process.
 */
function catchRejections(client: Redis, methods: string[], onError: (err: unknown) => void) {
  const calls = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const original = calls[name]!.bind(client);
    calls[name] = (...args) => {
      const result = original(...args);
      result.catch(onError);
      return result;
    };
  }
}

/**
 * The Socket.IO adapter's pair. Publishing fails fast while Redis is away (no offline queue, a timeout), and is
 * logged: events still reach this instance's sockets; other instances miss them until Redis is back. The subscriber
 * keeps its queue, so its subscriptions wait for the connection (and are renewed on every reconnect).
 */
export function adapterClients(url: string, log: Log) {
  const pub = new Redis(url, {
    ...reconnect,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  const sub = new Redis(url, { ...reconnect, maxRetriesPerRequest: null });
  logOutages(pub, log, 'realtime publisher');
  logOutages(sub, log, 'realtime subscriber');
  let failing = false;
  catchRejections(pub, ['publish'], (err) => {
    if (!failing) log.warn({ err }, 'realtime: an event could not reach the other instances');
    failing = true;
  });
  pub.on('ready', () => {
    failing = false;
  });
  // Rejected only when the client is closed while Redis is away (they wait for it otherwise).
  catchRejections(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], () => {});
  return { pub, sub };
}

/** Quits politely, but never waits more than a second for a Redis that is away. */
export async function closeRedis(client: Redis | undefined) {
  if (!client || client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 1000);
    }),
  ]);
  clearTimeout(timer);
  client.disconnect();
}
