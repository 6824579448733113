import { ZZipLink, type TZipLink } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type TZipParams = { tenantUuid: string; paths: string[] };

/** A short-lived link to a zip of folders and files; each call is one audited zip download on the server. */
export const getZipLink = ({ tenantUuid, paths }: TZipParams): Promise<TZipLink> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files/zip-link`, {
    method: 'POST',
    body: { paths },
    schema: ZZipLink,
  });

export const useZipLink = () => useMutation({ mutationFn: getZipLink });
