import type { Context, Next } from 'koa';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { ERROR_CODES, type ApiError } from '../../shared/errors';

/** A failure the client should see, answered as {error, message, details?}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ApiError['details'],
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export function validationError(error: ZodError): HttpError {
  const details = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = details[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
  return new HttpError(400, ERROR_CODES.validation, message, details);
}

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** First middleware: every failure becomes the one error shape; nothing leaks a stack. */
export function errorMiddleware(log: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new HttpError(404, ERROR_CODES.notFound, `No such endpoint: ${ctx.method} ${ctx.path}`);
      }
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) {
        const requestId = randomUUID();
        log.error(`[hub] ${requestId} ${ctx.method} ${ctx.path}`, caught);
        ctx.set('X-Request-Id', requestId);
      }
      ctx.status = error.status;
      ctx.body = {
        error: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      } satisfies ApiError;
    }
  };
}

function toHttpError(caught: unknown): HttpError {
  if (caught instanceof HttpError) return caught;
  if (caught instanceof ZodError) return validationError(caught);
  // Koa's own errors (ctx.throw, router's 405/501) carry an expose-safe status.
  if (caught instanceof Error && 'status' in caught && typeof caught.status === 'number' && caught.status < 500) {
    return new HttpError(caught.status, caught.status === 405 ? 'method_not_allowed' : 'bad_request', caught.message);
  }
  return new HttpError(500, ERROR_CODES.internal, 'Something went wrong on the hub. The coordinator can find details in its log.');
}
