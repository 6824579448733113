import type { buildEvidenceZip } from '../../platform/evidence/evidence-zip.ts';
import type { evidenceSummary } from '../../platform/evidence/evidence-summary.ts';
import type { CompletedPdf, CompletionInput } from '../../platform/signing-platform.ts';

/**
 * What the signing feature needs from the platform's PDF toolkit (platform/pdf, platform/signing-key,
 * platform/evidence: issue 31's platform parts). The feature codes against this shape; app.ts hands in the
 * platform's functions. The shapes follow platform/pdf's `inspectPdf` (PdfInspection) exactly.
 */
export type PdfRefusalCode = 'NOT_A_PDF' | 'PDF_DAMAGED' | 'PDF_ENCRYPTED' | 'PDF_TOO_MANY_PAGES' | 'PDF_TOO_LARGE';
export type PageSize = { width: number; height: number };
export type PdfInspection =
  { ok: true; pages: PageSize[] } | { ok: false; code: PdfRefusalCode; limit?: number; actual?: number };

/** The largest PDF the toolkit accepts (platform/pdf MAX_PDF_BYTES); uploads stop reading past it. */
export const SIGNING_PDF_MAX_BYTES = 50 * 1024 * 1024;

export type SigningPdf = {
  inspect: (bytes: Uint8Array) => Promise<PdfInspection>;
};

/**
 * The evidence chain's link (platform/evidence `chainEvent`): the event with the previous event's hash and its
 * own, SHA-256 over a canonical JSON of both.
 */
export type ChainEvent = (
  previousHash: string | null,
  event: Record<string, unknown>,
) => Record<string, unknown> & { prev_hash: string | null; hash: string };

/** Everything of the platform the signing feature calls (app.ts hands in platform/signing-platform.ts). */
export type SigningPlatform = SigningPdf & {
  chainEvent: ChainEvent;
  /** Fields written, the certificate page added, the whole file sealed with the firm's certificate. */
  complete: (input: CompletionInput) => Promise<CompletedPdf>;
  evidenceZip: typeof buildEvidenceZip;
  evidenceSummary: typeof evidenceSummary;
};
