import type { ErrorCode } from '@crowns/contracts';
import { MSG } from '@crowns/contracts';

/** The one error type services throw; the error handler turns it into `{status, code, message, msg}`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('VALIDATION', 400, message, extra);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError('UNAUTHORIZED', 401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = MSG.notFound) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', 422, message);
/** 503: something the server needs is not set up or not answering (e.g. a platform without credentials). */
export const unavailable = (message: string) => new AppError('UNAVAILABLE', 503, message);
export const tooManyRequests = (message: string = MSG.rateLimited, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', 429, message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : undefined);
