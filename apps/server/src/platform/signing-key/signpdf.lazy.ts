/**
 * The @signpdf packages the seal needs, loaded through platform/lazy/heavy-modules.ts only: a server that never
 * completes an envelope never loads them.
 */
export { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
export { P12Signer } from '@signpdf/signer-p12';
export { SignPdf } from '@signpdf/signpdf';
