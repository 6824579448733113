import type { TCodeChannel, TSigningVerification } from '@ledgerport/contract';
import type { Db } from '../../../platform/db/schema.ts';

/**
 * The identity check a signer passes before signing: one interface, one implementation per level the firm can
 * choose (docs/security.md, "Signing: identity checks"). A later provider (knowledge-based questions, an ID
 * document check) is one more implementation: `start` begins the check (sends a code, opens a provider's
 * session), `check` judges the signer's answer. The service around it counts failures (SIGNING_MAX_FAILURES
 * lock the signer and tell staff), records every attempt in the trail and the evidence chain, and never
 * tells the signer which part of an answer was wrong.
 */
export type CheckSigner = {
  id: string;
  kind: 'user' | 'link';
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  envelopeTitle: string;
  verifiedAt: Date | null;
  knownDataHash: string | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
};

/** What `start` did: where the code went (masked) and what to keep so `check` can judge the answer. */
export type CheckStarted = { channel: TCodeChannel; to: string; codeHash: string; expiresAt: Date };

export type CheckAnswer = { code: string; known_data?: string | undefined };

/** `note`: the result in words for the certificate page and the evidence ("code by e-mail and known data"). */
export type CheckResult = { passed: true; note: string } | { passed: false; reason: 'code' | 'known_data' | 'expired' };

export interface IdentityCheck {
  readonly level: TSigningVerification;
  /** Whether this signer must still pass the check before signing. */
  needed(signer: CheckSigner): boolean;
  /** The channels this signer can receive a code on, with the masked address. */
  channels(signer: CheckSigner): { channel: TCodeChannel; to: string }[];
  /** Begins the check in the caller's transaction (the message commits with the record of it). */
  start(trx: Db, signer: CheckSigner, channel: TCodeChannel): Promise<CheckStarted>;
  check(signer: CheckSigner, answer: CheckAnswer, now: Date): Promise<CheckResult>;
}
