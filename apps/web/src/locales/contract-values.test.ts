import {
  CELL_STATUSES,
  COMPLETENESS_KINDS,
  REQUEST_STATUSES,
  ALL_PERMISSIONS,
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  BUILT_IN_ROLES,
  BULK_BATCH_STATES,
  BULK_DELIVERY_STATES,
  BULK_NOTIFICATION_KINDS,
  FEATURE_KEYS,
  LOCALES,
  NAME_RULES,
  NOTIFICATION_ROW_FIELDS,
  OUTBOX_STATUSES,
  PAYROLL_PERIOD_TYPES,
  PERMISSION_GROUPS,
  ROOT_DIRECTORY_TYPES,
  SALES_TAX_STATUSES,
  SIGNING_EVENT_TYPES,
  UPLOAD_TYPES,
  ZAuditResult,
  ZMailTransport,
  ZRoleScope,
  ZUserStatus,
} from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_DETAIL_WORDS,
  AUDIT_NAMED_TARGETS,
  AUDIT_TARGET_KINDS,
} from '../features/audit/components/audit-words.ts';
import { i18n } from '../lib/i18n/i18n.ts';

/**
 * Values the server sends that screens show through a key built from the value (`audit.actions.${action}`).
 * A value added to the contract without its texts would show as the raw key; this lists every such family.
 */
const FAMILIES: Record<string, readonly string[]> = {
  'audit.actions': AUDIT_ACTIONS,
  'audit.groups': Object.keys(AUDIT_ACTION_GROUPS),
  'audit.results': ZAuditResult.options,
  'bulk.state': BULK_BATCH_STATES,
  // A delivery that did not go out says why; one sent or pending says so with its own badge.
  'bulk.results.why': BULK_DELIVERY_STATES.filter((state) => state !== 'SENT' && state !== 'PENDING'),
  // The amount column is named after the kind of notification ('Sales Tax', '941 Pmt').
  'bulk.columns': NOTIFICATION_ROW_FIELDS.flatMap((field) =>
    field === 'amount'
      ? BULK_NOTIFICATION_KINDS.filter((kind) => kind !== 'PUSH').map((kind) => `amount_${kind}`)
      : [field],
  ),
  // Each feature setting has a name and a line saying what switching it off does.
  // Why a file or folder name was refused (400 NAME_REFUSED names the rule).
  'files.nameRules': NAME_RULES,
  // The completeness matrix (issue 16): cell statuses, the kinds it filters by (signatures too, issue 31) and
  // the statuses of a cell's requests.
  'completeness.statuses': CELL_STATUSES,
  'completeness.kinds': COMPLETENESS_KINDS,
  'completeness.requestStatuses': REQUEST_STATUSES,
  'featureSettings.keys': FEATURE_KEYS.flatMap((key) => [`${key}.name`, `${key}.description`]),
  'outbox.status': OUTBOX_STATUSES,
  'outbox.via': ZMailTransport.options,
  'payroll.periodTypes': PAYROLL_PERIOD_TYPES,
  'roles.group': Object.keys(PERMISSION_GROUPS),
  'roles.permission': ALL_PERMISSIONS,
  'roles.scope': ZRoleScope.options,
  'salesTax.status': SALES_TAX_STATUSES,
  // An envelope's timeline names each step of its evidence chain (issue 31).
  'signing.events.types': SIGNING_EVENT_TYPES,
  'tenants.rootType': ROOT_DIRECTORY_TYPES,
  'tenants.form.rootHint': ROOT_DIRECTORY_TYPES,
  'uploads.types': UPLOAD_TYPES,
  'users.status': ZUserStatus.options,
  // A built-in role is named in every language (a role a firm made keeps its own name).
  roleNames: BUILT_IN_ROLES,
  // The audit trail's own terms: what an event was about and why it was refused, in words.
  'audit.targets.kinds': AUDIT_TARGET_KINDS,
  'audit.targets.named': Object.values(AUDIT_NAMED_TARGETS),
  'audit.details': AUDIT_DETAIL_WORDS,
};

describe('texts for every value the server sends', () => {
  it.each(LOCALES)('%s names every one', async (locale) => {
    await i18n.loadLanguages(locale);
    const missing = Object.entries(FAMILIES).flatMap(([prefix, values]) =>
      values
        .map((value) => `${prefix}.${value}`)
        .filter((key) => typeof i18n.getResource(locale, 'translation', key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });
});
