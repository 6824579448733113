import { AppError } from '../../platform/errors.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';

const missing = () =>
  new AppError(503, 'INTERNAL_ERROR', 'The PDF toolkit for signing is not installed in this build (platform/pdf)');

/**
 * What the feature runs on while the platform's PDF toolkit and evidence chain are not wired in (app.ts): every
 * step needing them answers 503, so no envelope is made with unchecked pages or an unchained event.
 */
export const pendingSigningPlatform: SigningPlatform = {
  inspect: () => Promise.reject(missing()),
  chainEvent: () => {
    throw missing();
  },
};
