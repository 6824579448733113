import { MAX_EXPIRY_DAYS, type TEnvelope, type ZUpdateEnvelopeRequest } from '@ledgerport/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import { activeMembersHolding } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { SigningSignersTable } from '../../platform/db/tables/signing.table.ts';
import { AppError } from '../../platform/errors.ts';
import { assertFieldsFit } from './envelope-draft.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import { listSigners, replaceFields, replaceSigners } from './signers.repo.ts';
import { signerNotAllowed, signingState } from './signing-errors.ts';
import { normaliseKnownData, saltedHash } from './verification/secrets-hash.ts';

type Draft = z.output<typeof ZUpdateEnvelopeRequest>;

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid body', [{ field, message }]);

/** Saving a draft whole: its settings, signers (with known data, hashed at once) and fields. */
export function createEnvelopeEditService(deps: { db: Db; audited: Audited; envelopes: EnvelopesService }) {
  const { db, audited, envelopes } = deps;

  async function signerRows(tenantId: string, envelopeId: string, draft: Draft) {
    const members = new Map((await activeMembersHolding(db, tenantId, 'view files')).map((m) => [m.id, m]));
    const existing = new Map((await listSigners(db, [envelopeId])).map((s) => [s.id, s]));
    const seenUsers = new Set<string>();
    return draft.signers.map((input, index): Insertable<SigningSignersTable> => {
      const at = `signers.${index}`;
      const before = input.uuid ? existing.get(input.uuid) : undefined;
      if (input.uuid && !before) throw invalid(`${at}.uuid`, 'not a signer of this envelope');
      let person: { user_id: string | null; name: string; email: string };
      if (input.kind === 'user') {
        const member = input.user_uuid ? members.get(input.user_uuid) : undefined;
        if (!member) throw signerNotAllowed(`${at}.user_uuid`, "not an active user who may see the company's files");
        if (seenUsers.has(member.id)) throw signerNotAllowed(`${at}.user_uuid`, 'the same user twice');
        seenUsers.add(member.id);
        person = { user_id: member.id, name: member.name, email: member.email };
      } else {
        if (!input.name) throw invalid(`${at}.name`, 'Name is required');
        if (!input.email) throw invalid(`${at}.email`, 'Enter a valid e-mail address');
        person = { user_id: null, name: input.name, email: input.email.toLowerCase() };
      }
      const known =
        input.known_data === undefined
          ? { known_data_label: before?.known_data_label ?? null, known_data_hash: before?.known_data_hash ?? null }
          : input.known_data === null
            ? { known_data_label: null, known_data_hash: null }
            : {
                known_data_label: input.known_data.label,
                known_data_hash: saltedHash(normaliseKnownData(input.known_data.value)),
              };
      return {
        ...(before ? { id: before.id } : {}),
        envelope_id: envelopeId,
        tenant_id: tenantId,
        position: index + 1,
        kind: input.kind,
        ...person,
        phone: input.phone ?? null,
        ...known,
      };
    });
  }

  return {
    async update(actor: Principal, tenantId: string, envelopeId: string, draft: Draft): Promise<TEnvelope> {
      const subject = { action: 'ENVELOPE_UPDATE', tenantId, target: `envelope:${envelopeId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage signatures');
        const row = await envelopes.load(tenantId, envelopeId);
        assertFieldsFit(draft.fields, row.pages, draft.signers.length);
        if (draft.expires_at) {
          const at = new Date(draft.expires_at).getTime();
          if (at <= Date.now() || at > Date.now() + MAX_EXPIRY_DAYS * 86_400_000)
            throw invalid('expires_at', `between now and ${MAX_EXPIRY_DAYS} days from now`);
        }
        const signers = await signerRows(tenantId, envelopeId, draft);
        await db.transaction().execute(async (trx) => {
          const locked = await lockEnvelope(trx, envelopeId);
          if (locked?.status !== 'draft') throw signingState(locked?.status ?? 'gone');
          await updateEnvelope(trx, envelopeId, {
            title: draft.title,
            message: draft.message,
            signing_order: draft.order,
            verification: draft.verification,
            due_date: draft.due_date,
            expires_at: draft.expires_at,
          });
          const keep = signers.flatMap((s) => (s.id ? [s.id] : []));
          await replaceSigners(trx, envelopeId, keep, signers);
          await replaceFields(trx, envelopeId, draft.fields);
          scope.detail = `${signers.length} signers, ${draft.fields.length} fields`;
          await scope.recordIn(trx);
        });
        return envelopes.present(tenantId, envelopeId);
      });
    },
  };
}
export type EnvelopeEditService = ReturnType<typeof createEnvelopeEditService>;
