import type { Db } from '../../platform/db/schema.ts';
import type { GeneratedFiles } from '../files/generated-files.service.ts';
import { findEnvelope, readDocument, updateEnvelope } from './envelopes.repo.ts';
import { listSigners } from './signers.repo.ts';

/** The company folder every sealed PDF is filed in (the original stays with the envelope and its evidence). */
export const SIGNED_DOCUMENTS_FOLDER = 'Signed documents';

/** Characters a file name cannot hold on Windows or in a path, and invisible ones: a title may carry any of them. */
// eslint-disable-next-line no-control-regex
const UNFIT_IN_A_NAME = /[/\\<>:"|?*\u0000-\u001f\u007f-\u009f\p{Cf}]+/gu;

/** "Form 8879: Smith / Jones" → "Form 8879 Smith Jones (signed).pdf". */
export function signedFileName(title: string): string {
  const stem = title.replace(UNFIT_IN_A_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 150).trim();
  return `${stem.replace(/\.pdf$/i, '') || 'Signed document'} (signed).pdf`;
}

/**
 * Files a completed envelope's sealed PDF among its company's documents and notes where (`signed_path`).
 * Runs after the completion committed, in the same job: a failure or crash here leaves the envelope completed
 * with its sealed copy kept, and the retried job files it then; filing is idempotent by content, so no retry
 * lists it twice. Answers the path, or undefined when the envelope is not (or no longer) to be filed.
 */
export async function fileSignedCopy(deps: { db: Db; filing: GeneratedFiles }, envelopeId: string) {
  const { db, filing } = deps;
  const envelope = await findEnvelope(db, envelopeId);
  if (envelope?.status !== 'completed') return undefined;
  const signed = await readDocument(db, envelope.id, 'signed');
  if (!signed) throw new Error(`completed envelope ${envelope.id} has no signed document`);
  // Credited to the staff member who prepared it; one whose account is gone hands it to a signing user.
  const madeFor =
    envelope.created_by ?? (await listSigners(db, [envelope.id])).find((signer) => signer.user_id)?.user_id;
  if (!madeFor) throw new Error(`envelope ${envelope.id} has nobody to file its signed copy for`);
  const filed = await filing.file({
    tenantId: envelope.tenant_id,
    folder: SIGNED_DOCUMENTS_FOLDER,
    name: signedFileName(envelope.title),
    bytes: signed.bytes,
    sha256: signed.sha256,
    madeFor,
  });
  if (envelope.signed_path !== filed.path) await updateEnvelope(db, envelope.id, { signed_path: filed.path });
  return filed.path;
}
