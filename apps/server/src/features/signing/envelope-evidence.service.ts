import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { ChainedEvent } from '../../platform/evidence/evidence-chain.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { readChain } from './envelope-timeline.repo.ts';
import { listPaperCopies, readDocument } from './envelopes.repo.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { signingState } from './signing-errors.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';

/** The chain as it was hashed: each event's body with the previous event's hash and its own. */
const listEvents = async (db: Db, envelopeId: string): Promise<ChainedEvent[]> =>
  (await readChain(db, envelopeId)).map((row) => ({ ...row.event, prev_hash: row.prev_hash, hash: row.hash }));

/**
 * "Download evidence": one zip a firm keeps and can check without us (`npm run verify-evidence`): the signed
 * PDF once completed, the original, the event chain as JSON and a readable summary. Any envelope once sent
 * (a declined, voided or expired one has evidence too); each download is on the audit trail.
 */
export function createEnvelopeEvidence(deps: {
  db: Db;
  audited: Audited;
  envelopes: EnvelopesService;
  platform: SigningPlatform;
  timeZone: string;
}) {
  const { db, audited, envelopes, platform } = deps;
  return {
    download(actor: Principal, tenantId: string, envelopeId: string) {
      const subject = { action: 'ENVELOPE_EVIDENCE_DOWNLOAD', tenantId, target: `envelope:${envelopeId}` } as const;
      return audited(auditActorOf(actor), subject, async () => {
        await requireTenant(db, actor.access, tenantId, 'view files');
        const envelope = await envelopes.load(tenantId, envelopeId);
        if (envelope.status === 'draft') throw signingState('draft');
        const [original, signed, paperCopies, events, firm] = await Promise.all([
          readDocument(db, envelope.id, 'original'),
          readDocument(db, envelope.id, 'signed'),
          listPaperCopies(db, envelope.id),
          listEvents(db, envelope.id),
          readFirmBranding(db),
        ]);
        const summary = platform.evidenceSummary(
          {
            title: envelope.title,
            envelope_uuid: envelope.id,
            firm_name: firm.firm_name,
            firm_time_zone: deps.timeZone,
            status: envelope.status,
          },
          events,
        );
        const last = events.at(-1)?.at;
        const zip = await platform.evidenceZip(
          {
            original: original!.bytes,
            signed: signed?.bytes,
            events,
            summary,
            paperCopies: paperCopies.map((copy) => ({ signerId: copy.signer_id, bytes: copy.bytes })),
          },
          typeof last === 'string' ? new Date(last) : new Date(),
        );
        const stem = envelope.title.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'envelope';
        return { zip, name: `${stem} - evidence.zip` };
      });
    },
  };
}
export type EnvelopeEvidence = ReturnType<typeof createEnvelopeEvidence>;
