import { ZErrorResponse } from '@ledgerport/contract';

/** What every signing route's OpenAPI entry shares: its tag, the bearer session, the refusals it may answer. */
export const tags = ['signing'];
export const security = [{ bearerAuth: [] }];
export const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
