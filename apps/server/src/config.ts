import path from 'node:path';
import { DEFAULT_BULK_MAX_ROWS, isTimeZone } from '@ledgerport/contract';
import { z } from 'zod';
import { DataKeyFormatError, parseDataKey } from './platform/secrets/data-keys.ts';

const DATA_KEY_FORMAT = 'must be 32 random bytes in base64 (openssl rand -base64 32)';
function isDataKey(written: string) {
  try {
    parseDataKey(written, 'key');
    return true;
  } catch (error) {
    if (error instanceof DataKeyFormatError) return false;
    throw error;
  }
}

// How long one delivery attempt of an outbound message holds it (and its job), per channel. A process that dies
// mid-send leaves the message held this long before another attempt may take it. Lower values are for tests.
/**
 * A delivery attempt holds its message (and its job) this long: MAIL_CLAIM_SECONDS, SMS_CLAIM_SECONDS. It is
 * also how long a message stays held after the process sending it died, before a retry may take it.
 */
export const DEFAULT_CLAIM_SECONDS = 300;
const ZClaimSeconds = z.coerce.number().int().min(5).max(3600).default(DEFAULT_CLAIM_SECONDS);

/** The least AUDIT_RETENTION_DAYS: two years, the age under which the audit trail's trigger refuses a delete. */
export const MIN_AUDIT_RETENTION_DAYS = 730;

/**
 * The one place that reads the environment. Every other module receives a `Config`.
 * A bad value anywhere stops the start with the full list of problems, not just the first.
 */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  // How long the start waits for a PostgreSQL server that does not answer yet (0: fail at once).
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_EMAIL: z.email().default('admin@ledgerport.local'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(1024).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Encrypts secret columns (TOTP secrets); unset: generated once into DATA_DIR/secrets.json. Several instances share it.
  DATA_ENCRYPTION_KEY: z.string().refine(isDataKey, DATA_KEY_FORMAT).optional(),
  // Keys a rotation is moving away from (comma-separated), readable until `npm run rotate-data-key` is done.
  DATA_ENCRYPTION_KEYS_OLD: z
    .string()
    .refine((list) => list.split(',').filter(Boolean).every(isDataKey), DATA_KEY_FORMAT)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // text: one short line per request for a person at a terminal; json: one object per line for a log collector.
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, 'must be an address, or Name <address>')
    .default('Ledgerport <no-reply@ledgerport.local>'),
  MAIL_CLAIM_SECONDS: ZClaimSeconds,
  SMS_CLAIM_SECONDS: ZClaimSeconds,
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$|^MG[0-9a-fA-F]{32}$/, 'must be an E.164 number (+15550100123) or a Messaging Service SID')
    .optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  // Seeds the firm's "require two-step sign-in for staff" on an empty database only (then the SuperAdmin's setting).
  STAFF_MFA_REQUIRED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  STORAGE_ROOT: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  FIRM_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York').default('UTC'),
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Bulk spreadsheets (tenant import, notification batches): parsed in memory, hence their own small caps.
  BULK_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_BULK_MAX_ROWS),
  BULK_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  BULK_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  // Audit events older than this are deleted by a daily job. Never under two years: the database refuses to
  // delete younger events anyway. Seven years by default, as long as the IRS suggests keeping records that
  // support a return.
  // The words of e-mails and texts settled longer ago than this are emptied by the daily upkeep (the rows stay).
  MESSAGE_BODY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // An upload journaled longer ago than this is taken as its process's crash (upload-recovery.ts): far beyond
  // the seconds from staging to recording, even an S3 copy of a large file.
  UPLOAD_RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // A resumable (tus) upload nobody has sent a byte to for this long is removed with its staged bytes.
  RESUMABLE_UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  // Where resumable uploads' bytes are staged (default DATA_DIR/resumable). Several instances behind one proxy
  // must share it (each keeps its own DATA_DIR), or an upload's next request may reach one without its bytes.
  RESUMABLE_UPLOAD_DIR: z.string().min(1).optional(),
  // Tests only: the process kills itself at this step (one of platform/faults/crash-point.ts's names).
  LEDGERPORT_CRASH_AT: z
    .string()
    .regex(/^[a-z-]+$/)
    .optional(),
  // Tests only (e2e): the firm's clock can be set and jobs run on demand through /api/test (platform/time).
  TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // The firm's own certificate for sealing signed PDFs (PKCS#12). Unset: one is generated into DATA_DIR/signing.
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(MIN_AUDIT_RETENTION_DAYS)
    .default(7 * 365),
  // E-mail in (issue 32): the domain of the companies' and requests' addresses; the receiver's port and address.
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'must be a domain name such as in.example.com',
    )
    .transform((v) => v.toLowerCase())
    .optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  INBOUND_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  INBOUND_MAX_ATTACHMENTS: z.coerce.number().int().min(1).max(1000).default(20),
  INBOUND_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 1024 * 1024),
  // DNS servers for SPF/DKIM/DMARC lookups ("ip" or "ip:port", comma-separated); unset: the system's resolver.
  INBOUND_DNS_SERVERS: z
    .string()
    .regex(/^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i, 'must be addresses such as 127.0.0.1:53,[::1]:53')
    .transform((v) => v.split(','))
    .optional(),
  // Behind an MTA on the same machine: judge SPF by the client the MTA's Received header names, not by loopback.
  INBOUND_TRUST_RECEIVED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  INBOUND_REQUIRE_DMARC_PASS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** E-mail in (issue 32): set when INBOUND_MAIL_DOMAIN is; `smtp` when the receiver runs in this process. */
export type InboundMailConfig = {
  domain: string;
  smtp: { host: string; port: number } | undefined;
  maxMessageBytes: number;
  maxAttachments: number;
  maxFileBytes: number;
  /** Trust a company user's From only with DMARC pass (default: anything but a failing verdict). */
  requireDmarcPass: boolean;
  /** INBOUND_TRUST_RECEIVED: SPF judged by the top Received header (the relaying MTA's), not the connection. */
  trustReceived: boolean;
  /** INBOUND_DNS_SERVERS: undefined means the system's resolver. */
  dnsServers: string[] | undefined;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseConnectTimeoutSeconds: number;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Undefined means "generate once and keep it in DATA_DIR" (see platform/secrets.ts). */
  jwtSecret: string | undefined;
  /** The key for secret columns (base64, 32 bytes); undefined: DATA_DIR/secrets.json's (platform/secrets.ts). */
  dataEncryptionKey: string | undefined;
  /** Keys still readable during a rotation (scripts/rotate-data-key.ts). */
  dataEncryptionKeysOld: string[];
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  logFormat: 'text' | 'json';
  webDistDir: string;
  trustProxy: boolean;
  /** Unset: every e-mail stays in the outbox (viewable by a SuperAdmin) and none leaves the server. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailClaimSeconds: number;
  /** Unset: every text message stays in the SMS outbox (sms_messages) and none leaves the server. */
  twilio: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  smsClaimSeconds: number;
  /** LOCAL_FOLDER tenants keep their files in <storageRoot>/<root_directory>. */
  storageRoot: string;
  /** AWS_S3 tenants: any S3-compatible service; credentials fall back to the AWS SDK's usual chain. */
  s3: {
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  uploadMaxBytes: number;
  /** Resumable uploads untouched this long are swept (resumable-sweep.job.ts). */
  resumableUploadExpiryHours: number;
  /** Where resumable uploads' bytes are staged (RESUMABLE_UPLOAD_DIR, default DATA_DIR/resumable). */
  resumableUploadDir: string;
  /** "Today" on the staff dashboard is this zone's calendar day. */
  firmTimeZone: string;
  /** How long a signed preview/download URL stays usable. */
  fileLinkTtlSeconds: number;
  /** Deleted files and folders stay restorable this many days, then are removed for good. */
  trashRetentionDays: number;
  /** Caps on an uploaded bulk sheet: data rows, file size, and the size of an .xlsx once unzipped. */
  spreadsheetLimits: { maxRows: number; maxFileBytes: number; maxUnzippedBytes: number };
  /** Audit events are kept this many days, then deleted by a daily job (at least two years). */
  auditRetentionDays: number;
  /** Sent and failed messages keep their words this many days (the daily upkeep empties them). */
  messageBodyRetentionDays: number;
  /** Age after which an unfinished upload's journal entry is taken as a crash's and put right. */
  uploadRecoveryAfterSeconds: number;
  /** Tests only: where the process kills itself (platform/faults/crash-point.ts checks the name). */
  crashAt: string | undefined;
  /**
   * Tests only: unauthenticated routes under /api/test set the firm's clock and run jobs now. Refused unless
   * NODE_ENV is exactly `test`, the one place NODE_ENV is read (a refusal, not a branch of behaviour): a
   * server anyone uses must never have them.
   */
  testClock: boolean;
  /** The firm's second-factor policy for staff on an empty database (STAFF_MFA_REQUIRED). */
  staffMfaRequired: boolean;
  /**
   * The firm's own PKCS#12 that seals signed PDFs (SIGNING_P12_PATH, SIGNING_P12_PASSWORD). Unset: a certificate
   * is generated into DATA_DIR/signing/firm-signing.p12 on first use (platform/signing-key).
   */
  signingP12: { path: string; password: string } | undefined;
  /** Unset (no INBOUND_MAIL_DOMAIN): no company has an address, no receiver runs, e-mails carry no Reply-To. */
  inboundMail: InboundMailConfig | undefined;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * The few settings a failed start names in its explanation, read leniently: the configuration itself may be
 * what failed, so nothing here is validated.
 */
export const settingsForFailureReport = (env: Record<string, string | undefined> = process.env) => ({
  dataDir: env.DATA_DIR || './data',
  port: Number(env.PORT || 3000),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  logLevel: env.LOG_LEVEL,
});

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset: `FOO= npm start` should not fail a URL check.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  const twilioSet = twilioKeys.filter((key) => e[key] !== undefined);
  if (twilioSet.length > 0 && twilioSet.length < twilioKeys.length) {
    const missing = twilioKeys.filter((key) => e[key] === undefined);
    throw new ConfigError(missing.map((key) => `${key}: required when ${twilioSet.join(', ')} is set`));
  }
  if (e.SIGNING_P12_PASSWORD !== undefined && e.SIGNING_P12_PATH === undefined) {
    throw new ConfigError(['SIGNING_P12_PASSWORD: set SIGNING_P12_PATH too (the password of which file?)']);
  }
  if (e.INBOUND_SMTP_PORT !== undefined && e.INBOUND_MAIL_DOMAIN === undefined) {
    throw new ConfigError(['INBOUND_SMTP_PORT: set INBOUND_MAIL_DOMAIN too (the addresses the receiver answers for)']);
  }
  // An allow-list, not a deny-list: "Production", "prod" or no NODE_ENV at all must not open the test routes.
  if (e.TEST_CLOCK && env.NODE_ENV !== 'test') {
    throw new ConfigError([
      'TEST_CLOCK: only with NODE_ENV=test (it opens unauthenticated routes that move the clock and run jobs)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    dataEncryptionKeysOld: (e.DATA_ENCRYPTION_KEYS_OLD ?? '').split(',').filter(Boolean),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailClaimSeconds: e.MAIL_CLAIM_SECONDS,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    smsClaimSeconds: e.SMS_CLAIM_SECONDS,
    storageRoot: path.resolve(e.STORAGE_ROOT ?? path.join(e.DATA_DIR, 'files')),
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    firmTimeZone: e.FIRM_TIME_ZONE,
    fileLinkTtlSeconds: e.FILE_LINK_TTL_SECONDS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    spreadsheetLimits: {
      maxRows: e.BULK_MAX_ROWS,
      maxFileBytes: e.BULK_MAX_FILE_BYTES,
      maxUnzippedBytes: e.BULK_MAX_UNZIPPED_BYTES,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    staffMfaRequired: e.STAFF_MFA_REQUIRED,
    signingP12: e.SIGNING_P12_PATH
      ? { path: path.resolve(e.SIGNING_P12_PATH), password: e.SIGNING_P12_PASSWORD ?? '' }
      : undefined,
    messageBodyRetentionDays: e.MESSAGE_BODY_RETENTION_DAYS,
    uploadRecoveryAfterSeconds: e.UPLOAD_RECOVERY_AFTER_SECONDS,
    resumableUploadExpiryHours: e.RESUMABLE_UPLOAD_EXPIRY_HOURS,
    resumableUploadDir: path.resolve(e.RESUMABLE_UPLOAD_DIR ?? path.join(e.DATA_DIR, 'resumable')),
    crashAt: e.LEDGERPORT_CRASH_AT,
    testClock: e.TEST_CLOCK,
    inboundMail: e.INBOUND_MAIL_DOMAIN
      ? {
          domain: e.INBOUND_MAIL_DOMAIN,
          smtp:
            e.INBOUND_SMTP_PORT === undefined ? undefined : { host: e.INBOUND_SMTP_HOST, port: e.INBOUND_SMTP_PORT },
          maxMessageBytes: e.INBOUND_MAX_MESSAGE_BYTES,
          maxAttachments: e.INBOUND_MAX_ATTACHMENTS,
          maxFileBytes: e.INBOUND_MAX_FILE_BYTES,
          requireDmarcPass: e.INBOUND_REQUIRE_DMARC_PASS,
          dnsServers: e.INBOUND_DNS_SERVERS,
          trustReceived: e.INBOUND_TRUST_RECEIVED,
        }
      : undefined,
  };
}
