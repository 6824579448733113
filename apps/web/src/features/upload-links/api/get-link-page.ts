import { ZUploadLinkPage, type TUploadLinkPage } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkPath } from './upload-link-keys.ts';

/** GET /upload-link/{token}: what the upload page shows (no session). */
export function getLinkPage(token: string, signal?: AbortSignal): Promise<TUploadLinkPage> {
  return apiRequest(linkPath(token), { schema: ZUploadLinkPage, auth: 'none', signal });
}

export const linkPageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['upload-link', token],
    queryFn: ({ signal }) => getLinkPage(token, signal),
    // An expired or revoked link is an answer to show, not a hiccup to retry.
    retry: false,
  });

export const useLinkPage = (token: string) => useQuery(linkPageQueryOptions(token));
