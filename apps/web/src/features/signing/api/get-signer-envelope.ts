import { ZSignerEnvelope, type TSignerEnvelope } from '@ledgerport/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { documentQueryOptions } from './get-document.ts';
import { signerAuth, signerPath, type TSignerAccess } from './signing-keys.ts';

/** GET /signing/sign/{id} or /signing/link/{token}: the envelope as this signer sees it (their own fields only). */
export function getSignerEnvelope(access: TSignerAccess, signal?: AbortSignal): Promise<TSignerEnvelope> {
  return apiRequest(signerPath(access), { schema: ZSignerEnvelope, auth: signerAuth(access), signal });
}

/** Whether the signer is at the step that shows the document: consented, verified where asked, still to act. */
export const isAtSignStep = ({ status, me }: TSignerEnvelope) =>
  status === 'sent' &&
  !(['signed', 'declined', 'locked'] as const).some((done) => me.status === done) &&
  me.consented_at !== null &&
  !me.needs_verification;

/**
 * The document fetched as soon as the signer may see it, before the screen that shows it is drawn: on a phone
 * that screen takes a few hundred milliseconds to render, and the PDF arrives meanwhile (bench:signing).
 */
export function prefetchDocumentAtSignStep(client: QueryClient, access: TSignerAccess, envelope: TSignerEnvelope) {
  if (isAtSignStep(envelope)) void client.prefetchQuery(documentQueryOptions(signerPath(access), signerAuth(access)));
}

export const signerEnvelopeQueryOptions = (access: TSignerAccess) =>
  queryOptions({
    queryKey: ['signing', 'signer', signerPath(access)],
    queryFn: async ({ signal, client }) => {
      const envelope = await getSignerEnvelope(access, signal);
      prefetchDocumentAtSignStep(client, access, envelope);
      return envelope;
    },
    // An expired link or a voided envelope is an answer to show, not a hiccup to retry.
    retry: false,
  });
