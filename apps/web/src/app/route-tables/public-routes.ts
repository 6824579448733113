import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { withAllMessages } from '../../lib/i18n/all-messages.ts';
import { lazyRoute, screen } from '../lazy-route.ts';

/**
 * Sign-in, registration, code check, password reset and terms: reachable without a session. The two screens
 * that choose a password wait for the rest of English too: their password rules live in `users.form`, outside
 * the signed-out subset the sign-in screen ships with (lib/i18n/signed-out-messages.ts).
 */
export const publicRoutes: RouteObject[] = [
  screen(
    paths.login,
    'pages.login',
    lazyRoute(() => import('../../features/auth/routes/login.tsx'), 'LoginRoute'),
  ),
  screen(
    paths.logout,
    'pages.logout',
    lazyRoute(() => import('../../features/auth/routes/logout.tsx'), 'LogoutRoute'),
  ),
  screen(
    paths.register,
    'registration.title',
    lazyRoute(() => withAllMessages(import('../../features/registration/routes/register.tsx')), 'RegisterRoute'),
  ),
  screen(
    paths.otpValidation,
    'registration.otp.title',
    lazyRoute(() => import('../../features/registration/routes/otp-validation.tsx'), 'OtpValidationRoute'),
  ),
  screen(
    paths.forgotPassword,
    'passwordReset.forgotTitle',
    lazyRoute(() => import('../../features/password-reset/routes/forgot-password.tsx'), 'ForgotPasswordRoute'),
  ),
  screen(
    paths.resetPassword,
    'passwordReset.resetTitle',
    lazyRoute(
      () => withAllMessages(import('../../features/password-reset/routes/reset-password.tsx')),
      'ResetPasswordRoute',
    ),
  ),
  // A signer by link has no session; the signing screen's texts are outside the signed-out subset.
  screen(
    paths.signLinkPage,
    'pages.sign',
    lazyRoute(() => withAllMessages(import('../../features/signing/routes/sign-link.tsx')), 'SignLinkRoute'),
  ),
  // Someone without an account sends files through an upload link (issue 32); its texts are outside the subset.
  screen(
    paths.uploadLinkPage,
    'pages.uploadLink',
    lazyRoute(() => withAllMessages(import('../../features/upload-links/routes/upload-link.tsx')), 'UploadLinkRoute'),
  ),
  screen(
    paths.terms,
    'terms.title',
    lazyRoute(() => import('../../features/legal/routes/terms.tsx'), 'TermsRoute'),
  ),
  // Issue 32: the target of an e-mailed sign-in link (its texts are in the signed-out subset: auth, errors).
  screen(
    paths.signInLinkPage,
    'auth.emailLink.pageTitle',
    lazyRoute(() => import('../../features/auth/routes/sign-in-link.tsx'), 'SignInLinkRoute'),
  ),
  screen(
    paths.notMe,
    'auth.notMe.title',
    lazyRoute(() => import('../../features/auth/routes/not-me.tsx'), 'NotMeRoute'),
  ),
];
