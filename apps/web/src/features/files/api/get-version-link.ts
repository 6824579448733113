import { ZFileLink, type TFileLink } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type TVersionLinkParams = { tenantUuid: string; path: string; version: number; disposition: 'inline' | 'attachment' };

/** A short-lived link to one earlier version of a file (an audited preview or download, like the current one). */
export const getVersionLink = ({ tenantUuid, path, version, disposition }: TVersionLinkParams): Promise<TFileLink> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files/link`, {
    method: 'POST',
    body: { path, disposition, version },
    schema: ZFileLink,
  });

export const useVersionLink = () => useMutation({ mutationFn: getVersionLink });
