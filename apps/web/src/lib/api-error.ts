import type { TErrorCode, TFieldIssue } from '@ledgerport/contract';

/** Failures that never reached the server's error handler, so they carry no server code. */
export type TClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNEXPECTED_RESPONSE';

/**
 * Every failed API call surfaces as one of these, so screens only ever look at `code` (translated text) and
 * `details` (per-field issues). `message` is the server's English text, kept for logs and as a last resort.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode | TClientErrorCode | (string & {});
  readonly details: TFieldIssue[];

  constructor(init: { status: number; code: ApiError['code']; message: string; details?: TFieldIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
