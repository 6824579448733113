import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** bigint columns: the driver hands them back as strings; written as numbers. */
type BigIntColumn = ColumnType<string, number | bigint | string, number | bigint | string>;

export interface TotpSecretsTable {
  user_id: string;
  secret: string;
  confirmed_at: Date | null;
  last_step: BigIntColumn | null;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export type ChallengePurpose =
  'SECOND_FACTOR' | 'PASSKEY_SIGN_IN' | 'PASSKEY_REGISTRATION' | 'EMAIL_FACTOR_ENROLMENT' | 'SMS_FACTOR_ENROLMENT';

export interface SignInChallengesTable {
  id: Generated<string>;
  purpose: ChallengePurpose;
  user_id: string | null;
  webauthn_challenge: string | null;
  remember_me: ColumnType<boolean, boolean | undefined, boolean>;
  fingerprint: string | null;
  /** HMAC of a code e-mailed for this challenge (issue 32). */
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the first step was made: EMAIL_LINK or EMAIL_CODE; null for a password. */
  first_step: ColumnType<string | null, string | null | undefined, string | null>;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface TrustedDevicesTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface NewDeviceNoticesTable {
  id: Generated<string>;
  user_id: string;
  session_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface FirmSettingsTable {
  id: number;
  staff_mfa_required: boolean;
  client_mfa_required: boolean;
  client_password_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  client_email_link_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  client_passkey_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 34: whether e-mails to clients about a new message carry its text. */
  message_client_emails_include_text: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string | null;
}

export interface EmailSignInLinksTable {
  id: Generated<string>;
  /** Null: a request that sent nothing (it still answers a typed code like a real one). */
  user_id: string | null;
  token_hash: string;
  code_hash: string;
  binding_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface EmailCodeFactorsTable {
  user_id: string;
  created_at: CreatedAt;
}

/** Codes by SMS (clients, issue 32): the number (E.164); a factor once confirmed_at is set. */
export interface SmsCodeFactorsTable {
  user_id: string;
  phone: string;
  confirmed_at: Date | null;
  created_at: CreatedAt;
}

/** Second factors, remembered devices, new-device notices and the firm's second-factor policy (issue 13). */
export interface MfaTables {
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  sign_in_challenges: SignInChallengesTable;
  trusted_devices: TrustedDevicesTable;
  new_device_notices: NewDeviceNoticesTable;
  firm_settings: FirmSettingsTable;
  email_sign_in_links: EmailSignInLinksTable;
  email_code_factors: EmailCodeFactorsTable;
  sms_code_factors: SmsCodeFactorsTable;
}
