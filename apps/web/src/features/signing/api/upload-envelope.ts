import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/post-form.ts';
import { signingQueryKey, tenantEnvelopesPath } from './signing-keys.ts';

/** POST /tenants/{id}/signing/envelopes, multipart: a draft from a PDF uploaded now (kept in the company's files). */
export function uploadEnvelope({ tenantUuid, file }: { tenantUuid: string; file: File }): Promise<TEnvelope> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm({ path: tenantEnvelopesPath(tenantUuid), form, schema: ZEnvelope });
}

export function useUploadEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEnvelope,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signingQueryKey }),
  });
}
