import { z } from 'zod';

/** Stable machine codes beside the human message in every error body. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SUSPENDED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'EMAIL_NOT_VERIFIED',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_MISMATCH',
  'UNPROCESSABLE',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { status: number; code: ErrorCode; message: string; msg: string };

/**
 * The one error body every 4xx/5xx answer has (the server's error handler). Loose: some errors add fields (`field`
 * on a validation error, `retryAfter` when rate limited, `balance` and the like), which pass through unchanged.
 */
export const errorBodySchema = z.looseObject({
  status: z.number(),
  code: z.string().describe(`One of ${ERROR_CODES.join(', ')}`),
  message: z.string(),
  msg: z.string(),
});

/** The error answers a route documents beside its success (OpenAPI); the body is the same for each. */
export const errorResponses = {
  400: errorBodySchema.describe('Invalid input'),
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe('Not allowed'),
  404: errorBodySchema.describe('Not found'),
  409: errorBodySchema.describe('Conflicts with the current state'),
  429: errorBodySchema.describe('Rate limited (Retry-After)'),
} as const;
