import type { CertificateSigner, SigningCertificate } from '../../platform/pdf/certificate-data.ts';
import type { FieldToWrite } from '../../platform/pdf/write-fields.ts';
import { readSignaturePng } from '../../platform/pdf/signature-image.ts';
import type { EnvelopeRow } from './envelopes.repo.ts';
import type { FieldRow, SignerRow } from './signers.repo.ts';

/** A field's stored value as the PDF toolkit writes it: the adopted image, the tick, the text. */
async function fieldToWrite(field: FieldRow): Promise<FieldToWrite | undefined> {
  if (field.value === null) return undefined;
  const place = { page: field.page, x: field.x, y: field.y, width: field.width, height: field.height };
  if (field.kind === 'signature' || field.kind === 'initials') {
    const png = await readSignaturePng(field.value);
    return png ? { ...place, kind: field.kind, png } : undefined;
  }
  if (field.kind === 'checkbox') return { ...place, kind: field.kind, value: field.value === 'true' };
  return { ...place, kind: field.kind, value: field.value };
}

/** Every filled field of the envelope (a signer who signed on paper filled none). */
export async function fieldsToWrite(fields: FieldRow[]): Promise<FieldToWrite[]> {
  const written = await Promise.all(fields.map(fieldToWrite));
  return written.filter((field): field is FieldToWrite => field !== undefined);
}

/** "1-2", "3": the pages carrying one signer's fields, as IRS Publication 1345's item 1 names the signed form. */
function pagesOf(fields: FieldRow[], position: number): string {
  const pages = [...new Set(fields.filter((f) => f.signer_position === position).map((f) => f.page))].sort(
    (a, b) => a - b,
  );
  if (pages.length === 0) return '-';
  return pages.length === 1 ? String(pages[0]) : `${pages[0]}-${pages.at(-1)}`;
}

function certificateSigner(envelope: EnvelopeRow, signer: SignerRow, fields: FieldRow[]): CertificateSigner {
  const method = signer.signed_on_paper ? 'paper_copy' : envelope.verification;
  const result = signer.signed_on_paper
    ? 'a printed copy signed by hand, uploaded by the firm'
    : (signer.verification_note ??
      (envelope.verification === 'signed_in' ? 'passed: signed in to the portal' : 'passed'));
  const base: CertificateSigner = {
    name: signer.name,
    email: signer.email,
    verification_method: method,
    verification_result: result,
    ip: signer.ip,
    user_agent: signer.user_agent,
    consented_at: signer.consented_at,
    signed_at: signer.signed_at,
  };
  if (envelope.verification !== 'form_8879' || signer.signed_on_paper || !signer.signed_at) return base;
  return {
    ...base,
    pub1345: {
      signed_form_pages: pagesOf(fields, signer.position),
      signed_at: signer.signed_at,
      ip_address: signer.ip ?? 'not recorded',
      login_id: signer.email,
      identity_verification: result,
      signature_method: signer.signature_method === 'drawn' ? 'drawn' : 'typed',
      audit_trail: `the evidence chain of envelope ${envelope.id} (events.json of its evidence zip)`,
    },
  };
}

/** What the certificate page states, but for the filled document's hash, which only the toolkit knows. */
export function certificateOf(
  envelope: EnvelopeRow,
  signers: SignerRow[],
  fields: FieldRow[],
  firm: { name: string; timeZone: string; completedAt: Date },
): Omit<SigningCertificate, 'final_sha256'> {
  return {
    envelope_uuid: envelope.id,
    title: envelope.title,
    file_name: envelope.original_path.split('/').pop() ?? envelope.original_path,
    page_count: envelope.pages.length,
    original_sha256: envelope.original_sha256,
    firm_name: firm.name,
    firm_time_zone: firm.timeZone,
    completed_at: firm.completedAt,
    signers: signers.map((signer) => certificateSigner(envelope, signer, fields)),
  };
}
