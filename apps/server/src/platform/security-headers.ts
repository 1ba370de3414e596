import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at boot and set on every reply in one call. @fastify/helmet rebuilt them (the
 * CSP string included) on each request, a fifth of a trivial route's CPU. A route may still replace one (e.g. the
 * files route's sandboxing CSP): they are set before its handler runs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for `options`, by running its middleware once on a recording response. */
export async function helmetHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  const request = { headers: {}, method: 'GET', url: '/' } as IncomingMessage;
  await new Promise<void>((resolve, reject) =>
    helmet(options)(request, response, (err) => (err ? reject(err) : resolve())),
  );
  return headers;
}
