import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: UpdatedAt;
  revoked_at: Date | null;
  remember_me: boolean;
  ip: string | null;
  user_agent: string | null;
  fingerprint: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  email_key: string;
  ip: string;
  succeeded: boolean;
  attempted_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  accepted_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A one-time sign-up code; `code_hash` is an HMAC keyed with a server secret, never the digits. */
export interface SignupCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A password-reset link; only the SHA-256 of its token is kept. */
export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** One counted request to a throttled public route, per client IP. */
export interface ThrottleEventsTable {
  id: Generated<string>;
  bucket: string;
  ip: string;
  created_at: CreatedAt;
}

/** Sessions, sign-in throttling, and the single-use links and codes that lead to an account. */
export interface SignInTables {
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  invitations: InvitationsTable;
  signup_codes: SignupCodesTable;
  password_resets: PasswordResetsTable;
  throttle_events: ThrottleEventsTable;
}

export type SessionRow = Selectable<SessionsTable>;
