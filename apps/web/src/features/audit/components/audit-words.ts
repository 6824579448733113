import type { TAuditChanges, TAuditEvent } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { folderLabel } from '../../../lib/folder-names.ts';
import { roleName } from '../../../lib/role-names.ts';

/**
 * The audit trail stores what an event was about, why it was refused and what it changed in the server's own
 * terms ("user:<uuid>", "FORBIDDEN", "sale_amount", "TenantOwner"): stable for the CSV export and for search,
 * but codes to a reader. These turn them into words in the reader's language. A term this list does not know
 * yet (a feature newer than it) shows as it is stored rather than not at all.
 */

/** The kinds of thing a target names as "kind:id" (and a few details, e.g. "nudge:<uuid>"). */
export const AUDIT_TARGET_KINDS = [
  'user',
  'tenant',
  'role',
  'request',
  'request-series',
  'request-template',
  'request-template-run',
  'organizer-template',
  'sales-tax',
  'payroll',
  'batch',
  'session',
  'trusted-device',
  'feature',
  'firm',
  'email',
  'file',
  'nudge',
] as const;

/** Targets that are one thing of their own (an export, a setting), by their key under audit.targets.named. */
export const AUDIT_NAMED_TARGETS: Record<string, string> = {
  'access-review': 'accessReview',
  completeness: 'completeness',
  'audit.csv': 'auditExport',
  'new-device-notice': 'newDeviceNotice',
  'firm:mfa-policy': 'mfaPolicy',
  'firm:request-reminders': 'requestReminders',
  'firm:client-sign-in': 'clientSignIn',
};

/** Words a detail is made of besides error codes: how a sign-in was proved, why it was refused or throttled. */
export const AUDIT_DETAIL_WORDS = [
  'PASSWORD',
  'PASSWORD_AND_TOTP',
  'PASSWORD_AND_RECOVERY_CODE',
  'PASSWORD_AND_PASSKEY',
  'PASSWORD_ON_TRUSTED_DEVICE',
  'PASSKEY',
  'REMEMBER_ME',
  'TOTP',
  'RECOVERY',
  'UNKNOWN_ACCOUNT',
  'WRONG_PASSWORD',
  'ACCOUNT_ACTIVE',
  'ACCOUNT_INVITED',
  'ACCOUNT_DISABLED',
  'UNKNOWN_PASSKEY',
  'WRONG_PASSKEY',
  'ACCOUNT_AND_ADDRESS',
  'UNKNOWN_ADDRESSES',
  'ADDRESS',
  'FIRST_SUPER_ADMIN',
  'OPERATOR_CONSOLE',
  // Issue 32: signing in without a password, and why a sign-in link was (not) sent or refused.
  'EMAIL_LINK',
  'EMAIL_CODE',
  'PASSWORD_AND_EMAIL_CODE',
  'EMAIL_LINK_AND_TOTP',
  'EMAIL_LINK_AND_RECOVERY_CODE',
  'EMAIL_LINK_AND_PASSKEY',
  'EMAIL_CODE_AND_TOTP',
  'EMAIL_CODE_AND_RECOVERY_CODE',
  'EMAIL_CODE_AND_PASSKEY',
  'SMS_CODE',
  'PASSWORD_AND_SMS_CODE',
  'EMAIL_LINK_AND_SMS_CODE',
  'EMAIL_CODE_AND_SMS_CODE',
  'SENT',
  'NOT_A_CLIENT',
  'HOURLY_LIMIT',
  'EMAIL_LINK_EXPIRED',
  'EMAIL_LINK_OTHER_BROWSER',
  'WRONG_EMAIL_CODE',
  'METHOD_NOT_ALLOWED',
  'NEEDS_OTHER_FACTOR',
  'THROTTLED',
] as const;

/** Where a field's coded values are named, in the order tried (a status may be a user's or a request's). */
const VALUE_FAMILIES: Record<string, string[]> = {
  status: ['users.status', 'requests.status'],
  sale_tax_status: ['salesTax.status'],
  review_status: ['files.review.status'],
  kind: ['requests.kinds'],
  payroll_period_type: ['payroll.periodTypes'],
  scope: ['roles.scope'],
  root_directory_type: ['tenants.rootType'],
  cadence: ['requests.cadences'],
  permissions: ['roles.permission'],
};
// Request statuses and file review statuses, as a file review's or a request decision's detail.
const DETAIL_FAMILIES = ['files.review.status', 'requests.status'];

const CODE = /^[A-Z][A-Z0-9_]*$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^\d+$/i;

export function useAuditWords() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const kindOf = (kind: string) => t(`audit.targets.kinds.${kind}`);
  const isKind = (kind: string) => (AUDIT_TARGET_KINDS as readonly string[]).includes(kind);

  /** What an event was about, in words, and the id it names (shown in the details only, as data). */
  const target = (event: Pick<TAuditEvent, 'target'>): { text: string; id?: string } => {
    const stored = event.target ?? '';
    if (stored === '') return { text: '/' };
    const named = AUDIT_NAMED_TARGETS[stored];
    if (named) return { text: t(`audit.targets.named.${named}`) };
    const files = /^(\d+) files$/.exec(stored);
    if (files) return { text: t('audit.targets.files', { count: Number(files[1]) }) };
    const [kind = '', ...rest] = stored.split(':');
    const value = rest.join(':');
    if (rest.length > 0 && isKind(kind)) {
      if (kind === 'feature' && known(`featureSettings.keys.${value}.name`)) {
        return { text: t(`featureSettings.keys.${value}.name`) };
      }
      if (kind === 'email') return { text: `${kindOf(kind)}: ${value}` };
      if (value === 'new' || value === 'unknown') return { text: t(`audit.targets.${value}`, { kind: kindOf(kind) }) };
      return ID.test(value) ? { text: kindOf(kind), id: value } : { text: kindOf(kind) };
    }
    // A file or folder: its path, the default folder's name in the reader's language.
    const [first = '', ...below] = stored.split('/');
    return { text: [folderLabel(t, first), ...below].join('/') };
  };

  /** Why an event was refused or failed, or a note on it: each code a word, everything else as it came. */
  const detail = (stored: string): string => {
    const files = /^(\d+) files$/.exec(stored);
    if (files) return t('audit.targets.files', { count: Number(files[1]) });
    const version = /^version (\d+)$/.exec(stored);
    if (version) return t('audit.details.version', { number: Number(version[1]) });
    if (stored.startsWith('{')) return stored;
    return stored
      .split(' ')
      .map((word) => {
        const [kind = '', ...rest] = word.split(':');
        if (rest.length > 0 && isKind(kind)) return kindOf(kind);
        if (!CODE.test(word)) return word;
        if ((AUDIT_DETAIL_WORDS as readonly string[]).includes(word)) return t(`audit.details.${word}`);
        const family = ['errors.codes', ...DETAIL_FAMILIES].find((prefix) => known(`${prefix}.${word}`));
        return family ? t(`${family}.${word}`) : word;
      })
      .join(', ');
  };

  /** A changed field's name. */
  const field = (name: string) => (known(`audit.fields.${name}`) ? t(`audit.fields.${name}`) : name);

  /** One value of a changed field: role names, coded statuses and kinds, yes and no, in words. */
  const value = (name: string, stored: Exclude<TAuditChanges[string]['from'], null>): string => {
    if (Array.isArray(stored)) return stored.map((item) => value(name, item)).join(', ');
    if (typeof stored === 'boolean') return t(stored ? 'audit.values.yes' : 'audit.values.no');
    const text = String(stored);
    if (name === 'roles' || name === 'role') return roleName(t, text);
    if (name === 'password' && text === 'changed') return t('audit.values.changed');
    const family = (VALUE_FAMILIES[name] ?? []).find((prefix) => known(`${prefix}.${text}`));
    return family ? t(`${family}.${text}`) : text;
  };

  return { target, detail, field, value };
}
