import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { createEnvelopeEditService } from './envelope-edit.service.ts';
import { envelopesRoutes } from './envelopes.routes.ts';
import { createEnvelopesService } from './envelopes.service.ts';
import { createSigningEvents } from './signing-events.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';

/**
 * Signing in the portal (issue 31): staff prepare and send envelopes, signers sign. `platform` is the PDF
 * toolkit and evidence chain (platform/pdf, platform/evidence) as app.ts hands them in.
 */
export async function registerSigning(
  api: FastifyInstance,
  deps: { db: Db; audited: Audited; storageFor: StorageResolver; platform: SigningPlatform },
) {
  const { db, audited, storageFor, platform } = deps;
  const events = createSigningEvents(platform.chainEvent);
  const envelopes = createEnvelopesService({ db, audited, pdf: platform, storageFor, events });
  await api.register(envelopesRoutes, { envelopes, edit: createEnvelopeEditService({ db, audited, envelopes }) });
}
