import { MSG } from '@crowns/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const body = (status: number, code: string, message: string, extra?: Record<string, unknown>) => ({
  status,
  code,
  message,
  msg: message,
  ...extra,
});

/** One error handler: AppError and validation errors keep their message; anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED' && error.extra?.retryAfter)
        reply.header('retry-after', String(error.extra.retryAfter));
      return reply.status(error.httpStatus).send(body(error.httpStatus, error.code, error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      return reply.status(400).send(body(400, 'VALIDATION', first?.message ?? 'Invalid input', { field }));
    }
    if (
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.statusCode === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE'
    )
      return reply.status(413).send(body(413, 'PAYLOAD_TOO_LARGE', MSG.payloadTooLarge));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(body(status, 'VALIDATION', error.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'INTERNAL', MSG.somethingWentWrong));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body(404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}
