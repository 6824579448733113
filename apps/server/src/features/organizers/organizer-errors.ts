import { AppError } from '../../platform/errors.ts';

/** A 400 naming one field, with a message from the contract's catalogue (the web shows it translated). */
export const fieldRefused = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid body', [{ field, message }]);

export const questionHidden = (key: string) =>
  new AppError(400, 'ORGANIZER_QUESTION_HIDDEN', `Question ${key} is not shown for the answers given`);

export const incomplete = (missing: string[]) =>
  new AppError(
    400,
    'ORGANIZER_INCOMPLETE',
    'Required questions are not answered yet',
    missing.map((field) => ({ field, message: 'Required' })),
  );

export const changedMeanwhile = () =>
  new AppError(409, 'CHANGED_MEANWHILE', 'Someone changed this since you opened it; reload and try again');

export const organizerState = (status: string) =>
  new AppError(409, 'REQUEST_STATE', `The organizer is ${status}: that change is not possible from there`);

export const tenantInactive = () => new AppError(400, 'TENANT_INACTIVE', 'The tenant is In-active');
