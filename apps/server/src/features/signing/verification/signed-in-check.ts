import type { CodeChannels } from './one-time-code.ts';
import { codeChannels, codeMatches, sendCode } from './one-time-code.ts';
import type { IdentityCheck } from './identity-check.ts';

/**
 * "Signed-in user": a company user has already proved who they are by signing in (with their second factor where
 * they have one), so nothing more is asked. A person signing by link has no sign-in: the link proves only
 * access to a mailbox it was sent to, so they confirm a one-time code sent to that address.
 */
export function signedInCheck(channels: CodeChannels): IdentityCheck {
  return {
    level: 'signed_in',
    needed: (signer) => signer.kind === 'link' && signer.verifiedAt === null,
    channels: (signer) => codeChannels(signer).filter((c) => c.channel === 'email'),
    start: (trx, signer, _channel) => sendCode(trx, channels, signer, 'email', new Date()),
    async check(signer, answer, now) {
      const code = codeMatches(signer, answer.code, now);
      if (code === 'expired') return { passed: false, reason: 'expired' };
      if (code === 'wrong') return { passed: false, reason: 'code' };
      return { passed: true, note: 'one-time code sent by e-mail to the signing link\u2019s address' };
    },
  };
}
