import type { TEnvelopeProgress } from '@ledgerport/contract';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached signing query starts with this key: a change refreshes the lists and the envelope opened. */
export const signingQueryKey = ['signing'] as const;

export const tenantEnvelopesPath = (tenantUuid: string) =>
  `/tenants/${encodeURIComponent(tenantUuid)}/signing/envelopes`;
export const envelopePath = (tenantUuid: string, envelopeUuid: string) =>
  `${tenantEnvelopesPath(tenantUuid)}/${encodeURIComponent(envelopeUuid)}`;

/** Who signs decides the address: a signed-in user by envelope, a person without an account by their link. */
export type TSignerAccess = { kind: 'user'; envelopeUuid: string } | { kind: 'link'; token: string };
export const signerPath = (access: TSignerAccess) =>
  access.kind === 'user'
    ? `/signing/sign/${encodeURIComponent(access.envelopeUuid)}`
    : `/signing/link/${encodeURIComponent(access.token)}`;
/** A link signer has no session: the token in the address is the key, and no bearer token is sent. */
export const signerAuth = (access: TSignerAccess) =>
  (access.kind === 'user' ? 'session' : 'none') as 'session' | 'none';

export type TEnvelopeListParams = TListParams & { progress?: TEnvelopeProgress };
