import { AppError } from '../../platform/errors.ts';

/** The request is not in a status the change starts from (accepting an OPEN one, cancelling a DONE one…). */
export const requestState = (status: string) =>
  new AppError(409, 'REQUEST_STATE', `The request is ${status}: that change is not possible from there`);

export const changedMeanwhile = () =>
  new AppError(409, 'CHANGED_MEANWHILE', 'Someone changed this since you opened it; reload and try again');

/** A 400 naming one field, with a message from the contract's catalogue (the web shows it translated). */
export const fieldRefused = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid body', [{ field, message }]);

export const tenantInactive = () => new AppError(400, 'TENANT_INACTIVE', 'The tenant is In-active');
