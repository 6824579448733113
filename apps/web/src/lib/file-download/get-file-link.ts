import { ZFileLink, type TFileLink, type TFileLinkRequest } from '@ledgerport/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** One file (or, with `version`, one of its earlier versions) to preview or download. */
type TLinkParams = { tenantUuid: string } & Required<Omit<TFileLinkRequest, 'version'>> &
  Pick<TFileLinkRequest, 'version'>;

/** A short-lived URL for one file; each call is one audited preview or download on the server. */
export function getFileLink(
  { tenantUuid, path, disposition, version }: TLinkParams,
  signal?: AbortSignal,
): Promise<TFileLink> {
  return apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files/link`, {
    method: 'POST',
    body: { path, disposition, version },
    schema: ZFileLink,
    signal,
  });
}

/**
 * The inline link of the file being previewed: asked once per opening (never again on focus or retry, each ask
 * is an audited preview) and forgotten on close, as it expires within minutes.
 */
export const usePreviewLink = (tenantUuid: string, path: string) =>
  useQuery({
    queryKey: ['file-link', tenantUuid, path, 'inline'],
    queryFn: ({ signal }) => getFileLink({ tenantUuid, path, disposition: 'inline' }, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useDownloadLink = () => useMutation({ mutationFn: (params: TLinkParams) => getFileLink(params) });
