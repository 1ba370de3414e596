import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Env } from '../env';
import { sha256 } from './crypto';
import { unauthorized } from './errors';

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasMetricsToken(request: FastifyRequest, token: string) {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(token)));
}

/**
 * Prometheus metrics at /metrics: process defaults and an HTTP latency histogram by route. With METRICS_TOKEN set
 * the scraper must send it as a bearer token; production without one has no /metrics at all (it shows routes and
 * traffic to anyone). Development without a token leaves it open.
 */
export function registerMetrics(app: FastifyInstance, env: Pick<Env, 'NODE_ENV' | 'METRICS_TOKEN'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  const token = env.METRICS_TOKEN;
  if (!token && env.NODE_ENV === 'production') return registry;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !hasMetricsToken(request, token)) throw unauthorized();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
