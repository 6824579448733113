// Checks of the few answers the web reads before anyone has signed in, written without zod (issue 17, item 4):
// zod is ≈ 23 KiB of brotli that the sign-in screen would otherwise download before it can paint. Each check
// accepts what its zod schema (named beside it) accepts and rejects what it rejects; signed-out-answers.test.ts
// holds the two side by side, so the schema stays the source of truth (the server validates and documents
// with it). Unlike zod, a check hands the value back as it came (keys the schema does not name are kept).
import type { TLoginResponse, TMeResponse, TSecondFactorRequired, TSessionUser, TSignedIn } from './auth.ts';
import type { TPublicBranding } from './firm-branding.ts';
import { LOCALES } from './locale-constants.ts';

/** What the web's API client needs of a schema: a zod schema fits it, and so does `answerCheck(...)`. */
export type TAnswerCheck<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

export const answerCheck = <T>(name: string, is: (value: unknown) => value is T): TAnswerCheck<T> => ({
  safeParse: (data) => (is(data) ? { success: true, data } : { success: false, error: { message: `not ${name}` } }),
});

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isOneOf = (choices: readonly string[]) => (value: unknown) => isString(value) && choices.includes(value);

/** zod's `z.uuid()` pattern (any RFC 9562 version, the nil and the max uuid). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** As `z.uuid()`: the company address of the signed-in screens is checked before the server is asked. */
export const isUuid = (value: unknown): value is string => isString(value) && UUID.test(value);

/** zod's `z.iso.datetime()`: UTC ("Z"), seconds required, any fraction. */
const ISO_UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/;

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
  const { challenge, methods, passkey_options } = value.second_factor;
  return (
    isString(challenge) &&
    Array.isArray(methods) &&
    methods.every(isOneOf(['totp', 'recovery_code', 'passkey'])) &&
    (passkey_options === undefined || isRecord(passkey_options))
  );
};

/** ZPublicBranding */
const isPublicBranding = (value: unknown): value is TPublicBranding =>
  isRecord(value) &&
  isString(value.firm_name) &&
  isString(value.primary_color) &&
  isStringOrNull(value.logo_url) &&
  isStringOrNull(value.support_email);

/** The answer of POST /auth/passkey/options (ZPasskeySignInOptions). */
export type TPasskeySignInOptions = { challenge: string; options: Record<string, unknown> };
const isPasskeySignInOptions = (value: unknown): value is TPasskeySignInOptions =>
  isRecord(value) && isString(value.challenge) && isRecord(value.options);

export const isSecondFactorRequired = (response: TLoginResponse): response is TSecondFactorRequired =>
  'second_factor' in response;

export const PUBLIC_BRANDING_ANSWER = answerCheck('the firm branding', isPublicBranding);
export const ME_ANSWER = answerCheck('a signed-in user', isMeResponse);
export const SIGNED_IN_ANSWER = answerCheck('a finished sign-in', isSignedIn);
export const LOGIN_ANSWER = answerCheck(
  'a sign-in answer',
  (value): value is TLoginResponse => isSignedIn(value) || isSecondFactorAnswer(value),
);
export const PASSKEY_SIGN_IN_OPTIONS_ANSWER = answerCheck('passkey sign-in options', isPasskeySignInOptions);
