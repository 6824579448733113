import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { postForm } from '../../../lib/post-form.ts';
import { envelopePath } from './signing-keys.ts';
import { useEnvelopeMutation, type TEnvelopeRef } from './use-envelope-mutation.ts';

/**
 * POST …/paper-copy?signer_uuid=…, multipart part `file`: the scanned, hand-signed PDF of the signer whose turn
 * it is; they then count as signed on paper. Answers the envelope.
 */
export function recordPaperCopy({
  tenantUuid,
  envelopeUuid,
  signerUuid,
  file,
}: TEnvelopeRef & { signerUuid: string; file: File }): Promise<TEnvelope> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ signer_uuid: signerUuid });
  return postForm({ path: `${envelopePath(tenantUuid, envelopeUuid)}/paper-copy?${query}`, form, schema: ZEnvelope });
}

export const useRecordPaperCopy = () => useEnvelopeMutation(recordPaperCopy);
