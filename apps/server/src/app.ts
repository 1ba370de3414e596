import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { devMailboxEnabled, docsEnabled, paymentsProviderName } from './env';
import { registerModules, sweepDue } from './modules';
import { registerDevMailbox } from './modules/devmail/devmail.routes';
import { registerFiles } from './modules/files/files.routes';
import { notificationMailer } from './modules/notifications/notification-mail';
import { registerSandboxPayoutPages } from './modules/payouts-sandbox/sandbox-payout-routes';
import { registerSandboxConsentPages } from './modules/social-auth/sandbox-consent.routes';
import { registerSandboxCheckout } from './modules/wallet/sandbox-checkout';
import { httpDate } from './platform/clock';
import { registerErrorHandler } from './platform/error-handler';
import { prettyLogs, RequestLog } from './platform/logging';
import { registerMetrics } from './platform/metrics';
import { sandboxIdentityAllowed } from './platform/oauth';
import { createPageCaches, type PageCaches } from './platform/page-cache/page-cache';
import { registerRealtime } from './platform/realtime/gateway';
import { redisAnswers } from './platform/redis';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerTestClock } from './platform/test-clock.routes';
import { trustProxyOption } from './platform/trust-proxy';
import { validatorCompiler } from './platform/validation';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP app. Never listens: main.ts does, tests use inject(). */
declare module 'fastify' {
  interface FastifyInstance {
    startDrain(): void;
    /** Shared pages of public reads, refreshed by committed changes of this and every other instance. */
    pageCaches: PageCaches;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: new RequestLog(prettyLogs(deps.env)),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxies: otherwise any client could pick the IP that rate limits use.
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Graceful drain (SIGTERM): close() stops accepting connections and waits for in-flight requests; a request that
    // still arrives on an open keep-alive connection (a balancer's) is served with Connection: close, not answered 503.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(deps.env.NODE_ENV === 'test'));
  registerErrorHandler(app);
  // Graceful drain, first step (main.ts on SIGTERM): every answer closes its connection, so a balancer's idle
  // keep-alive connections are gone before close() drops the idle ones (a request racing that drop would be lost).
  let draining = false;
  app.decorate('startDrain', () => {
    draining = true;
  });
  const date = httpDate(deps.clock);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
    // The app's clock, not the machine's: the web client times countdowns and phases by it (lib/server-clock.ts).
    reply.header('date', date());
  });

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crowns API',
        version: '1.0.0',
        description: 'Bounties and challenges for streamers and viewers.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
          idToken: { type: 'apiKey', in: 'header', name: 'idToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (docsEnabled(deps.env)) await app.register(swaggerUi, { routePrefix: '/docs' });

  const metrics = registerMetrics(app, deps.env);
  // Changes committed here are told at once; those of other instances come with the outbox wake-up.
  const pageCaches = createPageCaches({
    clock: deps.clock,
    ttlMs: deps.env.PAGE_CACHE_TTL_MS,
    searchTtlMs: deps.env.SEARCH_CACHE_TTL_MS,
  });
  app.decorate('pageCaches', pageCaches);
  const unsubscribe = deps.database.changes.subscribe((topics) => pageCaches.invalidate(topics));
  app.addHook('onClose', async () => unsubscribe());
  // Socket.IO on the same HTTP server (/socket.io); its outbox publisher runs while the server listens.
  registerRealtime(app, deps, {
    metrics,
    onPublished: notificationMailer(deps),
    // The guard hears this instance's commits itself (auth-guard.ts); other instances' come here too.
    onWake: (payload) => {
      const topics = payload.split(',');
      pageCaches.invalidate(topics);
      deps.guard.invalidate(topics);
    },
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready when the database and, if configured, Redis answer (Redis within REDIS_COMMAND_TIMEOUT_MS).
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const [database, redis] = await Promise.all([
      deps.database.ping().then(
        () => true,
        () => false,
      ),
      deps.redis ? redisAnswers(deps.redis) : undefined,
    ]);
    if (database && redis !== false)
      return { status: 'ready', database: deps.database.kind, ...(deps.redis ? { redis: 'ok' } : {}) };
    const down = [...(database ? [] : ['database']), ...(redis === false ? ['redis'] : [])];
    return reply.status(503).send({ status: 'unavailable', down });
  });

  await app.register(async (v1) => registerModules(v1.withTypeProvider<ZodTypeProvider>(), deps), {
    prefix: '/v1',
  });
  if (devMailboxEnabled(deps.env)) await registerDevMailbox(app, deps);
  await registerTestClock(app, deps, sweepDue);
  await registerFiles(app, deps);
  // The sandbox checkout credits crowns for test cards: its pages exist only while it is the provider.
  const webDist = deps.env.WEB_DIST ?? defaultWebDist;
  if (paymentsProviderName(deps.env) === 'sandbox') await registerSandboxCheckout(app, deps, webDist);
  if (deps.env.PAYOUTS_PROVIDER === 'sandbox') await registerSandboxPayoutPages(app, deps, webDist);
  // The sandbox identity provider's consent pages, while it stands in for a provider (never in production by default).
  if (sandboxIdentityAllowed(deps)) await registerSandboxConsentPages(app, deps, webDist);
  await registerWebApp(app, webDist);
  return app;
}

/** Serves the built web app; unknown non-API GETs fall back to index.html (client-side routes). */
async function registerWebApp(app: FastifyInstance, dist: string) {
  if (!existsSync(join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they are, per Accept-Encoding.
    preCompressed: true,
    // Our own cache-control below; the plugin's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders: (res, path) =>
      res.raw.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  const apiPrefixes = [
    '/v1/',
    '/files/',
    '/docs',
    '/dev/',
    '/test/',
    '/metrics',
    '/healthz',
    '/readyz',
    '/socket.io',
    '/pay/',
  ];
  // A catch-all GET route, not setNotFoundHandler: the error handler already owns the root not-found handler.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // GET and its HEAD twin (Fastify's exposeHeadRoutes): health checkers and link unfurlers send HEAD.
    if (apiPrefixes.some((p) => path.startsWith(p)))
      return reply.status(404).send({
        status: 404,
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${path} not found`,
        msg: 'Not found',
      });
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  });
}
