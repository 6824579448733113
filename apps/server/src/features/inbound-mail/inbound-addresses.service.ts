import { randomBytes } from 'node:crypto';
import type { TInboundAddress } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestFactsReader } from '../requests/request-by-email.service.ts';
import { ensureAddress, ensureThreadAddress } from './inbound-addresses.repo.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * 120 random bits as 24 lower-case base-32 letters: unguessable, and a local part every MTA passes unchanged
 * (case-insensitive, no dots or plus signs that some providers rewrite).
 */
export function newAddressToken(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

/**
 * The inbound addresses (issue 32): one per company and one per request, each made on first use (shown to staff,
 * or put in a request e-mail's Reply-To) and kept. `domain` is INBOUND_MAIL_DOMAIN; without it there are none.
 */
export function createInboundAddresses(deps: { db: Db; domain: string | undefined; requests: RequestFactsReader }) {
  const { db, domain, requests } = deps;
  const at = (token: string) => `${token}@${domain}`;

  return {
    /** The address a request e-mail answers to (its Reply-To), in the caller's transaction; null: none configured. */
    async replyTo(trx: Db, tenantId: string, requestId: string): Promise<string | null> {
      if (!domain) return null;
      return at(await ensureAddress(trx, tenantId, requestId, newAddressToken()));
    },

    /**
     * Issue 34: the address a message thread's e-mails answer to (their Reply-To), in the caller's transaction;
     * null: none configured (or the thread id is already another company's: never handed across).
     */
    async threadReplyTo(trx: Db, tenantId: string, threadId: string): Promise<string | null> {
      if (!domain) return null;
      const token = await ensureThreadAddress(trx, tenantId, threadId, newAddressToken());
      return token ? at(token) : null;
    },

    /** GET /tenants/{id}/inbound-address: whoever may see the company's files. */
    async ofCompany(actor: Principal, tenantId: string): Promise<TInboundAddress> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      if (!domain) return { address: null };
      return { address: at(await ensureAddress(db, tenantId, null, newAddressToken())) };
    },

    /** GET /tenants/{id}/requests/{requestId}/inbound-address. */
    async ofRequest(actor: Principal, tenantId: string, requestId: string): Promise<TInboundAddress> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      if (!(await requests.find(tenantId, requestId))) throw notFound('Request');
      if (!domain) return { address: null };
      return { address: at(await ensureAddress(db, tenantId, requestId, newAddressToken())) };
    },
  };
}
export type InboundAddresses = ReturnType<typeof createInboundAddresses>;
