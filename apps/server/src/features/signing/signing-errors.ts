import { SIGNING_MAX_FAILURES } from '@ledgerport/contract';
import { AppError } from '../../platform/errors.ts';
import type { PdfRefusalCode } from './signing-pdf.port.ts';

/** An envelope asked for something its status does not allow (editing a sent one, voiding a completed one). */
export const signingState = (status: string) =>
  new AppError(409, 'SIGNING_STATE', `The envelope is ${status}: that is not possible from there`);

export const pdfRefused = (code: PdfRefusalCode) =>
  new AppError(code === 'PDF_TOO_LARGE' ? 413 : 400, code, `The PDF was refused: ${code}`);

/** Each offending field by its index in the body (`fields.3`), with why. */
export const fieldsInvalid = (issues: { index: number; why: string }[]) =>
  new AppError(
    400,
    'SIGNING_FIELDS_INVALID',
    'Some fields are off their page or name a signer the envelope lacks',
    issues.map((i) => ({ field: `fields.${i.index}`, message: i.why })),
  );

export const fieldsMissing = (uuids: string[]) =>
  new AppError(
    400,
    'SIGNING_FIELDS_MISSING',
    'Required fields are empty',
    uuids.map((uuid) => ({ field: `values.${uuid}`, message: 'required' })),
  );

export const signerNotAllowed = (field: string, why: string) =>
  new AppError(400, 'SIGNER_NOT_ALLOWED', why, [{ field, message: why }]);

export const linkInvalid = () => new AppError(404, 'SIGNING_LINK_INVALID', 'This signing link is not valid');
export const envelopeExpired = () => new AppError(410, 'SIGNING_EXPIRED', 'The envelope has expired');
export const envelopeVoided = () => new AppError(410, 'SIGNING_VOIDED', 'The firm voided the envelope');
export const copyLinkExpired = () =>
  new AppError(410, 'SIGNED_COPY_LINK_EXPIRED', 'This link to the signed copy has expired: ask the firm for a copy');
export const alreadyDone = () => new AppError(409, 'SIGNING_ALREADY_DONE', 'This signer already signed or declined');
export const outOfTurn = () =>
  new AppError(409, 'SIGNING_OUT_OF_TURN', 'A signer before this one has not signed yet (sequential order)');
export const consentRequired = () =>
  new AppError(409, 'SIGNING_CONSENT_REQUIRED', 'Accept to sign electronically first');
export const notVerified = () => new AppError(403, 'SIGNING_NOT_VERIFIED', 'Pass the identity check first');
export const signerLocked = () =>
  new AppError(423, 'SIGNER_LOCKED', `${SIGNING_MAX_FAILURES} failed identity checks: this signer is locked`);

/** Never says whether the code or the known data was wrong. */
export const checkFailed = (triesLeft: number) =>
  new AppError(400, 'SIGNING_CHECK_FAILED', 'The code or the answer does not match', [
    { field: 'tries_left', message: String(triesLeft) },
  ]);

/** No live code: never asked for, expired, or already used. */
export const codeExpired = () => new AppError(400, 'CODE_EXPIRED', 'Ask for a new code');
