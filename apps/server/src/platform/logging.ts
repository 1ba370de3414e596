import { createRequire } from 'node:module';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Env } from '../env';

const REDACT = ['req.headers.accesstoken', 'req.headers.idtoken', 'req.headers.authorization'];

/** pino-pretty is a dev dependency: a production install (`npm ci --omit=dev`) does not have it. */
const hasPrettyPrinter = () => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/** Development prints short, coloured lines for a person; everything else writes JSON lines for machines. */
export const prettyLogs = (env: Pick<Env, 'NODE_ENV'>, installed: () => boolean = hasPrettyPrinter) =>
  env.NODE_ENV === 'development' && installed();

export function loggerOptions(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, pretty = prettyLogs(env)): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: REDACT,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  };
}

export const createLogger = (env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>): Logger => pino(loggerOptions(env));

/**
 * Requests that get no log line unless they fail: health probes and metric scrapes, the built web app's files and
 * uploaded media (a page load fetches dozens of them).
 */
export function isQuietRequest(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return true;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return path.startsWith('/assets/') || path.startsWith('/files/') || /^\/[^/]+\.[a-z0-9]+$/i.test(path);
}

/** Pino's loggers tell whether a level is on (Fastify's logger type does not show it). */
const infoEnabled = (log: FastifyBaseLogger) =>
  (log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean }).isLevelEnabled?.('info') ?? true;

/**
 * Fastify's request log lines: one per request when it completes ('GET /v1/wallet 200 4ms'), with the request and
 * response as fields in JSON, none for quiet requests unless they fail, and no 'incoming request' line.
 */
export class RequestLog extends LogController {
  constructor(private readonly pretty: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && (!infoEnabled(reply.log) || isQuietRequest(request.method, request.url))) return;
    const ms = reply.elapsedTime;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(ms)}ms`;
    const fields = this.pretty
      ? {}
      : { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
