// Checks of the few answers the web reads before anyone has signed in, written without zod (issue 17, item 4):
// zod is ≈ 23 KiB of brotli that the sign-in screen would otherwise download before it can paint. Each check
// accepts what its zod schema (named beside it) accepts and rejects what it rejects; signed-out-answers.test.ts
// holds the two side by side, so the schema stays the source of truth (the server validates and documents
// with it). Unlike zod, a check hands the value back as it came (keys the schema does not name are kept).
import type { TLoginResponse, TMeResponse, TSecondFactorRequired, TSessionUser, TSignedIn } from './auth.ts';
import type { TPublicBranding } from './firm-branding.ts';
import {
  answerCheck,
  isOneOf,
  isRecord,
  isString,
  isStringArray,
  isStringOrNull,
  isUuid,
  ISO_UTC,
  type TAnswerCheck,
  type TRecord,
} from './answer-checks.ts';
import { LOCALES } from './locale-constants.ts';

export { answerCheck, isUuid, type TAnswerCheck };

/** ZTenantMembership */
const isTenantMembership = (value: unknown) =>
  isRecord(value) &&
  isUuid(value.tenant_uuid) &&
  isString(value.tenant_name) &&
  isString(value.user_type) &&
  (value.permissions === undefined || isStringArray(value.permissions));

/** ZSessionUser: also what the browser stored of a session, read before the first render. */
export const isSessionUser = (value: unknown): value is TSessionUser =>
  isRecord(value) &&
  isUuid(value.uuid) &&
  isString(value.name) &&
  isString(value.user_name) &&
  isString(value.email) &&
  isStringOrNull(value.phone_mobile) &&
  isOneOf(LOCALES)(value.locale) &&
  isOneOf(['staff', 'client'])(value.audience) &&
  isStringArray(value.staff_roles) &&
  Array.isArray(value.tenants) &&
  value.tenants.every(isTenantMembership);

/** ZMeResponse */
const isMeResponse = (value: unknown): value is TMeResponse & TRecord =>
  isRecord(value) &&
  isSessionUser(value.user) &&
  typeof value.mfa_enrolment_required === 'boolean' &&
  isStringArray(value.permissions);

/** ZSignedIn */
const isSignedIn = (value: unknown): value is TSignedIn =>
  isMeResponse(value) &&
  isString(value.token) &&
  isString(value.expires_at) &&
  ISO_UTC.test(value.expires_at) &&
  (value.trusted_device === undefined || isString(value.trusted_device));

/** ZSecondFactorRequired */
const isSecondFactorAnswer = (value: unknown): value is TSecondFactorRequired => {
  if (!isRecord(value) || !isRecord(value.second_factor)) return false;
  const { challenge, methods, passkey_options, sms_to } = value.second_factor;
  return (
    isString(challenge) &&
    Array.isArray(methods) &&
    methods.every(isOneOf(['totp', 'recovery_code', 'passkey', 'email_code', 'sms_code'])) &&
    (passkey_options === undefined || isRecord(passkey_options)) &&
    (sms_to === undefined || isString(sms_to))
  );
};

/** ZPublicBranding */
const isPublicBranding = (value: unknown): value is TPublicBranding =>
  isRecord(value) &&
  isString(value.firm_name) &&
  isString(value.primary_color) &&
  isStringOrNull(value.logo_url) &&
  isStringOrNull(value.support_email) &&
  isOneOf(LOCALES)(value.default_locale);

/** The answer of POST /auth/passkey/options (ZPasskeySignInOptions). */
export type TPasskeySignInOptions = { challenge: string; options: Record<string, unknown> };
const isPasskeySignInOptions = (value: unknown): value is TPasskeySignInOptions =>
  isRecord(value) && isString(value.challenge) && isRecord(value.options);

/** ZClientSignInMethods */
export type TClientSignInMethodsAnswer = { password: boolean; email_link: boolean; passkey: boolean };
const isClientSignInMethods = (value: unknown): value is TClientSignInMethodsAnswer =>
  isRecord(value) &&
  typeof value.password === 'boolean' &&
  typeof value.email_link === 'boolean' &&
  typeof value.passkey === 'boolean';

export const isSecondFactorRequired = (response: TLoginResponse): response is TSecondFactorRequired =>
  'second_factor' in response;

export const PUBLIC_BRANDING_ANSWER = answerCheck('the firm branding', isPublicBranding);
export const ME_ANSWER = answerCheck('a signed-in user', isMeResponse);
export const SIGNED_IN_ANSWER = answerCheck('a finished sign-in', isSignedIn);
export const LOGIN_ANSWER = answerCheck(
  'a sign-in answer',
  (value): value is TLoginResponse => isSignedIn(value) || isSecondFactorAnswer(value),
);
export const CLIENT_SIGN_IN_METHODS_ANSWER = answerCheck('the sign-in methods', isClientSignInMethods);
export const PASSKEY_SIGN_IN_OPTIONS_ANSWER = answerCheck('passkey sign-in options', isPasskeySignInOptions);
