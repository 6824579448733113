import type { TErrorCode, TErrorResponse, TFieldIssue } from '@ledgerport/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/database-faults.ts';
import { isMalformedMultipart } from './http/malformed-multipart.ts';

/** A failure the caller can act on. Services throw these; the error handler turns them into the one shape. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: TErrorCode;
  readonly details: TFieldIssue[] | undefined;
  constructor(statusCode: number, code: TErrorCode, message: string, details?: TFieldIssue[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/**
 * A 429 that says when to come back: `Retry-After` for programs, and `details` (field retry_after_seconds)
 * so the screen can say the wait in the user's language.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'TOO_MANY_ATTEMPTS', message, [{ field: 'retry_after_seconds', message: String(retryAfterSeconds) }]);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'You do not have permission to do this');
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const unauthenticated = (message = 'Sign in to continue') => new AppError(401, 'UNAUTHENTICATED', message);

const codeForStatus = (status: number): TErrorCode => {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    default:
      return status < 500 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR';
  }
};

const body = (code: TErrorCode, message: string, details?: TFieldIssue[]): TErrorResponse => ({
  error: details ? { code, message, details } : { code, message },
});

/** Turns a JSON pointer such as `/roles/0` into the dotted field name `roles.0`. */
const fieldOf = (pointer: string) => pointer.replace(/^\//, '').replaceAll('/', '.');

/**
 * The single error handler: every failure leaves the server as `{ error: { code, message, details? } }`.
 * Anything unexpected is logged with its stack and answered as a bare 500: no stack or internals ever
 * reach a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({ field: fieldOf(v.instancePath), message: v.message ?? '' }));
      const where = error.validationContext ?? 'request';
      return reply.status(400).send(body('VALIDATION_ERROR', `Invalid ${where}`, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return reply.status(status).send(body(codeForStatus(status), error.message));
    }
    if (isMalformedMultipart(error)) {
      // Every multipart route (uploads, payroll, bulk sheets) reads its parts through the same parser.
      return reply.status(400).send(body('VALIDATION_ERROR', 'The form data is malformed'));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours: the database is restarting or unreachable. The pool reconnects once it is back.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body('DATABASE_UNAVAILABLE', 'The database cannot be reached right now'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL_ERROR', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
