import type { IdentityCheck } from './identity-check.ts';
import type { CodeChannels } from './one-time-code.ts';
import { codeChannels, codeMatches, sendCode } from './one-time-code.ts';
import { matchesHash, normaliseKnownData } from './secrets-hash.ts';

/**
 * "Form 8879 level" (IRS Publication 1345's remote-transaction identity verification): a one-time code by
 * e-mail or SMS AND data the firm knows and the signer must match (prior-year AGI, the SSN's last four), kept
 * only as a salted hash. Both are judged on every attempt; the answer never says which one failed.
 */
export function form8879Check(channels: CodeChannels): IdentityCheck {
  return {
    level: 'form_8879',
    needed: (signer) => signer.verifiedAt === null,
    channels: codeChannels,
    start: (trx, signer, channel) => sendCode(trx, channels, signer, channel, new Date()),
    async check(signer, answer, now) {
      const code = codeMatches(signer, answer.code, now);
      if (code === 'expired') return { passed: false, reason: 'expired' };
      // Without known data on record (staff left it out) the code alone cannot pass this level.
      const known = matchesHash(normaliseKnownData(answer.known_data ?? ''), signer.knownDataHash);
      if (code === 'wrong') return { passed: false, reason: 'code' };
      if (!known) return { passed: false, reason: 'known_data' };
      return { passed: true, note: 'one-time code and known data matched' };
    },
  };
}
