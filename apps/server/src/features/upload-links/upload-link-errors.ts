import { VALIDATION_MESSAGES, type TValidationMessageId } from '@ledgerport/contract';
import { AppError } from '../../platform/errors.ts';

// What the holder of a dead link is told: which way it ended, never anything about accounts or the company.
export const linkInvalid = () => new AppError(404, 'UPLOAD_LINK_INVALID', 'This upload link is not valid');
export const linkExpired = () => new AppError(410, 'UPLOAD_LINK_EXPIRED', 'This upload link has expired');
export const linkRevoked = () => new AppError(410, 'UPLOAD_LINK_REVOKED', 'The firm revoked this upload link');
export const linkUsedUp = () =>
  new AppError(410, 'UPLOAD_LINK_USED_UP', 'This upload link has taken all the files it allows');
export const codeRequired = () =>
  new AppError(403, 'UPLOAD_LINK_CODE_REQUIRED', 'Confirm your e-mail address with the code first');
export const codeInvalid = () =>
  new AppError(400, 'UPLOAD_LINK_CODE_INVALID', 'The code is wrong or expired: ask for a new one');

/** A staff member's choice the server refused (a folder that is not there, a closed request, too large a total). */
export const choiceRefused = (field: string, rule: TValidationMessageId) =>
  new AppError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGES[rule], [{ field, message: VALIDATION_MESSAGES[rule] }]);
