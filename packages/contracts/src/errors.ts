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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { status: number; code: ErrorCode; message: string; msg: string };
