import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangePasswordRequest, ZUpdateProfileRequest } from './profile.ts';
import { ZCreateInternalUserRequest } from './internal-users.ts';
import { PAGE_SIZES, ZPageQuery } from './pagination.ts';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from './password-reset.ts';
import { ZBulkNotificationRequest, ZBulkTenantImportRequest } from './bulk.ts';
import { ZBulkDeleteRequest, ZReviewRequest } from './file-catalog.ts';
import { ZFolderQuery } from './files.ts';
import { ZUpdateFeatureSettingRequest } from './feature-settings.ts';
import { ZUpdateFirmSettingsRequest } from './firm-branding.ts';
import { ZCompletenessCellQuery, ZCompletenessQuery } from './completeness.ts';
import { ZPayrollInfo } from './payroll.ts';
import { ZReminderSettings } from './request-reminders.ts';
import { ZFirmNotificationDefaults, ZUpdateMyNotificationPreferences } from './notification-preferences.ts';
import { ZApplyRequestTemplateRequest, ZCreateRequestTemplateRequest } from './request-templates.ts';
import { ZCreateRequestRequest, ZMarkReceivedRequest, ZRequestRecurrence, ZReturnRequestRequest } from './requests.ts';
import { ZSubmitSalesTaxRequest, ZUpdateSalesTaxRequest } from './sales-tax.ts';
import { ZConfirmSignupRequest, ZRegisterRequest, ZResendSignupCodeRequest } from './registration.ts';
import { ZCreateRoleRequest, ZUpdateRoleRequest } from './roles-admin.ts';
import { ZAddTenantUserRequest, ZLinkTenantUserRequest } from './tenant-users.ts';
import { ZCreateTenantRequest, ZUpdateTenantRequest } from './tenants.ts';
import { ZCreateUserRequest, ZUpdateUserRequest } from './users.ts';
import { ZCreateUploadLinkRequest, ZUploadLinkVerifyRequest } from './upload-links.ts';
import { ZOrganizerDefinition } from './organizer-definition.ts';
import { ZPostMessageRequest, ZRemoveMessageRequest, ZStartThreadRequest } from './messages.ts';
import {
  ZDocumentRecordRequest,
  ZLegalHoldRequest,
  ZRetentionOverrideRequest,
  ZRetentionRuleRequest,
} from './records.ts';
import {
  SERVICE_RULE_IDS,
  VALIDATION_MESSAGE_IDS,
  VALIDATION_MESSAGES,
  validationMessageId,
  type TValidationMessageId,
} from './validation-messages.ts';

const zodEnglish = z.locales.en().localeError;

/**
 * The criterion for "a custom message": the issue's message differs from the one zod's own English locale
 * gives for that very issue. Zod's generic texts (wrong type, unknown key, a `.max()` without a message...)
 * are then allowed outside the catalogue, while every text a schema sets itself (`min(1, '...')`,
 * `z.email('...')`, a refine's message) must be in it. Parsing with `reportInput` gives zod what it needs to
 * rebuild its own text (it names the received type).
 */
function customMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { reportInput: true });
  return (result.error?.issues ?? []).flatMap(({ message, ...issue }) => {
    const generic = zodEnglish(issue as Parameters<typeof zodEnglish>[0]);
    const genericText = typeof generic === 'string' ? generic : generic?.message;
    return message === genericText ? [] : [message];
  });
}

const strong = 'Strong-Pass-42!';
const mismatch = { password: strong, password_confirmation: 'Other-Pass-42!' };
const user = { name: 'Ann', email: 'ann@example.com', mobile: '555', roles: [1], status: 'ACTIVE' };
const badUser = { name: '  ', email: 'ann', mobile: '', roles: [], password: 'weakpass', password_confirmation: '' };
const tenant = { name: 'Acme', root_directory: 'acme', primary_contact_email: 'boss@acme.test', status: 1 };

/** Bad input that trips each rule of each request schema, and the catalogue ids it must produce. */
const CASES: [string, z.ZodType, unknown, TValidationMessageId[]][] = [
  [
    'ZCreateUserRequest',
    ZCreateUserRequest,
    badUser,
    [
      'nameRequired',
      'emailInvalid',
      'mobileRequired',
      'selectUserRole',
      'passwordRule',
      'confirmPassword',
      'passwordsDontMatch',
    ],
  ],
  ['ZCreateUserRequest', ZCreateUserRequest, { ...user, ...mismatch }, ['passwordsDontMatch']],
  ['ZCreateUserRequest', ZCreateUserRequest, { ...user, status: 'DISABLED' }, ['invitedStartsActive']],
  [
    'ZUpdateUserRequest',
    ZUpdateUserRequest,
    { ...badUser, status: 'ACTIVE' },
    ['nameRequired', 'emailInvalid', 'mobileRequired', 'selectUserRole', 'passwordRule', 'passwordsDontMatch'],
  ],
  ['ZUpdateUserRequest', ZUpdateUserRequest, { ...user, password: strong }, ['passwordsDontMatch']],
  ['ZCreateRoleRequest', ZCreateRoleRequest, { name: ' ', permissions: [] }, ['nameRequired', 'selectPermission']],
  ['ZUpdateRoleRequest', ZUpdateRoleRequest, { name: '', permissions: [] }, ['nameRequired', 'selectPermission']],
  [
    'ZCreateTenantRequest',
    ZCreateTenantRequest,
    { name: '', root_directory: '', primary_contact_email: '' },
    ['nameRequired', 'rootDirectoryRequired', 'primaryContactEmailRequired', 'rootDirectoryLocalFolder'],
  ],
  [
    'ZCreateTenantRequest',
    ZCreateTenantRequest,
    { ...tenant, status: undefined, root_directory: '../up', timezone: 'Mars/Olympus_Mons' },
    ['rootDirectoryUnsafe', 'timezoneUnknown'],
  ],
  [
    'ZUpdateTenantRequest',
    ZUpdateTenantRequest,
    { ...tenant, root_directory_type: 'AWS_S3', root_directory: 'No_Such_Bucket' },
    ['rootDirectoryS3Bucket'],
  ],
  [
    'ZUpdateTenantRequest',
    ZUpdateTenantRequest,
    { ...tenant, root_directory_type: 'AWS_S3', root_directory: 'acme-docs/.hidden' },
    ['rootDirectoryS3Prefix'],
  ],
  [
    'ZCreateInternalUserRequest',
    ZCreateInternalUserRequest,
    { user_name: ' ', email: 'x', phone_mobile: '', phone_office: '', fax: '', user_type: 'Admin' },
    ['userNameRequired', 'emailInvalid', 'mobileRequired', 'officePhoneRequired', 'faxRequired'],
  ],
  [
    'ZAddTenantUserRequest',
    ZAddTenantUserRequest,
    { name: '', email: 'x', phone_mobile: ' ', user_type: 'TenantOwner' },
    ['nameRequired', 'emailInvalid', 'mobileRequired'],
  ],
  ['ZLinkTenantUserRequest', ZLinkTenantUserRequest, { email: 'x', user_type: 'TenantManager' }, ['emailInvalid']],
  ['ZRegisterRequest', ZRegisterRequest, { name: '', password: 'weakpass' }, ['nameRequired', 'passwordRule']],
  [
    'ZConfirmSignupRequest',
    ZConfirmSignupRequest,
    { username: 'x', code: '12345' },
    ['emailInvalid', 'signupCodeFormat'],
  ],
  ['ZResendSignupCodeRequest', ZResendSignupCodeRequest, { username: 'x' }, ['emailInvalid']],
  ['ZForgotPasswordRequest', ZForgotPasswordRequest, { email: 'x' }, ['emailInvalid']],
  ['ZFolderQuery', ZFolderQuery, { path: 'a\\..\\b' }, ['pathInvalid']],
  [
    'ZUpdateFeatureSettingRequest',
    ZUpdateFeatureSettingRequest,
    { settings_name: ' ', priority: 1.5, remarks: '', status: 2 },
    ['settingsNameRequired', 'priorityRequired', 'remarksRequired', 'featureStatusChoice'],
  ],
  [
    'ZUpdateFirmSettingsRequest',
    ZUpdateFirmSettingsRequest,
    { firm_name: ' ', primary_color: 'blue', support_email: 'nobody', sender_name: null },
    ['firmNameRequired', 'colorHex', 'emailInvalid'],
  ],
  [
    'ZResetPasswordRequest',
    ZResetPasswordRequest,
    { password: 'weakpass', password_confirmation: '' },
    ['passwordRule', 'confirmPassword', 'passwordsDontMatch'],
  ],
  ['ZResetPasswordRequest', ZResetPasswordRequest, mismatch, ['passwordsDontMatch']],
  [
    'ZChangePasswordRequest',
    ZChangePasswordRequest,
    { current_password: '', password: 'weakpass', password_confirmation: '' },
    ['currentPasswordRequired', 'passwordRule', 'confirmPassword', 'passwordsDontMatch'],
  ],
  ['ZChangePasswordRequest', ZChangePasswordRequest, { current_password: 'old', ...mismatch }, ['passwordsDontMatch']],
  ['ZUpdateProfileRequest', ZUpdateProfileRequest, { name: '', phone_mobile: '' }, ['nameRequired', 'mobileRequired']],
  ['ZPageQuery', ZPageQuery, { per_page: '7' }, ['pageSizeChoice']],
  [
    'ZBulkNotificationRequest',
    ZBulkNotificationRequest,
    { kind: 'PUSH', selected_rows: [], email_subject: '', email_body: '' },
    ['noRowsSelected', 'pushSubjectRequired', 'pushBodyRequired'],
  ],
  [
    'ZBulkNotificationRequest',
    ZBulkNotificationRequest,
    { kind: 'PUSH', selected_rows: [2], email_subject: 'Due', email_body: 'x'.repeat(161) },
    ['pushBodyTooLong'],
  ],
  ['ZBulkTenantImportRequest', ZBulkTenantImportRequest, { selected_rows: [] }, ['noRowsSelected']],
  [
    'ZSubmitSalesTaxRequest',
    ZSubmitSalesTaxRequest,
    { sale_amount: '', collected_tax_amount: '', sale_month_date: '', submitted_date: '' },
    ['amountRequired', 'collectedRequired', 'saleMonthRequired', 'submittedDateRequired'],
  ],
  [
    'ZSubmitSalesTaxRequest',
    ZSubmitSalesTaxRequest,
    { sale_amount: '-1', collected_tax_amount: '1.234', sale_month_date: '2026-03-15', submitted_date: '2026-02-30' },
    ['amountNotNegative', 'amountFormat', 'monthInvalid', 'dateInvalid'],
  ],
  [
    'ZUpdateSalesTaxRequest',
    ZUpdateSalesTaxRequest,
    { payable_tax_amount: '', process_date: '' },
    ['payableTaxRequired', 'processDateRequired'],
  ],
  [
    'ZPayrollInfo',
    ZPayrollInfo,
    { payroll_amount: '', payroll_period_type: '', payroll_period_date_from: '', payroll_period_date_to: '' },
    ['completeRequiredFields', 'completeRequiredFields', 'completeRequiredFields', 'completeRequiredFields'],
  ],
  [
    'ZPayrollInfo',
    ZPayrollInfo,
    {
      payroll_amount: '10.00',
      payroll_period_type: 'MONTHLY',
      payroll_period_date_from: '2026-03-31',
      payroll_period_date_to: '2026-03-01',
    },
    ['periodReversed'],
  ],
  [
    'ZReviewRequest',
    ZReviewRequest,
    { ids: ['00000000-0000-4000-8000-000000000001'], status: 'NEEDS_ATTENTION', note: '  ' },
    ['reviewNoteRequired'],
  ],
  [
    'ZBulkDeleteRequest',
    ZBulkDeleteRequest,
    {
      items: [
        { kind: 'file', id: '00000000-0000-4000-8000-000000000001', revision: 1 },
        { kind: 'file', id: '00000000-0000-4000-8000-000000000001', revision: 1 },
      ],
    },
    ['selectionRepeats'],
  ],
  [
    'ZUpdateFirmSettingsRequest',
    ZUpdateFirmSettingsRequest,
    { firm_name: 'Dunn', primary_color: '#000000', support_email: null, sender_name: null, trash_retention_days: 0 },
    ['trashRetentionDays'],
  ],
  [
    'ZCreateRequestRequest',
    ZCreateRequestRequest,
    { title: ' ', kind: 'OTHERS', description: 'x'.repeat(4001), due_on: '2099-01-01' },
    ['requestDescriptionTooLong', 'requestTitleRequired'],
  ],
  [
    'ZCreateRequestRequest (title)',
    ZCreateRequestRequest,
    { title: 'x'.repeat(201), kind: 'OTHERS', due_on: '2099-01-01' },
    ['requestTitleTooLong'],
  ],
  ['ZCreateRequestRequest (due date)', ZCreateRequestRequest, { title: 't', kind: 'OTHERS' }, ['dueDateRequired']],
  [
    'ZCreateRequestRequest (period)',
    ZCreateRequestRequest,
    { title: 't', kind: 'OTHERS', due_on: '2099-01-01', period_start: '2026-03-01' },
    ['periodBothOrNeither'],
  ],
  [
    'ZRequestRecurrence',
    ZRequestRecurrence,
    { cadence: 'QUARTERLY', due_days: 121 },
    ['dueDaysRange', 'firstPeriodRequired'],
  ],
  [
    'ZRequestRecurrence (quarter)',
    ZRequestRecurrence,
    { cadence: 'QUARTERLY', due_days: 1, first_period: '2026-02-01' },
    ['quarterStartRequired'],
  ],
  ['ZReturnRequestRequest', ZReturnRequestRequest, { note: ' ' }, ['returnNoteRequired']],
  ['ZMarkReceivedRequest', ZMarkReceivedRequest, { note: ' ' }, ['receivedNoteRequired']],
  [
    'ZCompletenessQuery',
    ZCompletenessQuery,
    { from: '2026-13', to: '2027-01', per_page: '20' },
    ['completenessMonthInvalid', 'completenessPageSize'],
  ],
  [
    'ZCompletenessQuery (reversed)',
    ZCompletenessQuery,
    { from: '2026-05', to: '2026-01' },
    ['completenessRangeReversed'],
  ],
  [
    'ZCompletenessQuery (too long)',
    ZCompletenessQuery,
    { from: '2024-01', to: '2026-01' },
    ['completenessRangeTooLong'],
  ],
  [
    'ZCompletenessQuery (quarters)',
    ZCompletenessQuery,
    { from: '2020-12', to: '2026-12', granularity: 'quarter' },
    ['completenessRangeTooLong'],
  ],
  [
    'ZCompletenessCellQuery',
    ZCompletenessCellQuery,
    { tenant_id: '00000000-0000-4000-8000-000000000001', period: '2026-Q5' },
    ['periodKeyInvalid'],
  ],
  [
    'ZReminderSettings (offsets)',
    ZReminderSettings,
    {
      enabled: true,
      cadence: { before_days: [0], on_due_day: true, after_days: [3, 3] },
      quiet_from: 20,
      quiet_until: 24,
    },
    ['reminderOffsetRange', 'reminderOffsetRepeated', 'quietHourRange'],
  ],
  [
    'ZUpdateMyNotificationPreferences',
    ZUpdateMyNotificationPreferences,
    {
      email: { requests: 'daily', documents: null, tax_payroll: null, signatures: null },
      quiet_hours: { from: 22, until: 22 },
      digest_hour: 24,
    },
    ['quietHoursSame', 'digestHourRange'],
  ],
  [
    'ZFirmNotificationDefaults',
    ZFirmNotificationDefaults,
    {
      email: { requests: 'instant', documents: 'instant', tax_payroll: 'instant', signatures: 'off' },
      digest_hour: -1,
    },
    ['digestHourRange'],
  ],
  [
    'ZCreateRequestTemplateRequest (no items)',
    ZCreateRequestTemplateRequest,
    { name: 'Monthly', items: [] },
    ['templateItemsRequired'],
  ],
  [
    'ZCreateRequestTemplateRequest (timing)',
    ZCreateRequestTemplateRequest,
    {
      name: 'Monthly',
      items: [
        { title: 't', kind: 'OTHERS' },
        { title: 't', kind: 'OTHERS', due_in_days: 366 },
      ],
    },
    ['templateItemTiming', 'dueInDaysRange'],
  ],
  ['ZApplyRequestTemplateRequest', ZApplyRequestTemplateRequest, { tenant_ids: [] }, ['noTenantsChosen']],
  [
    'ZCreateUploadLinkRequest',
    ZCreateUploadLinkRequest,
    { folder: 'a\\b', request_uuid: '00000000-0000-4000-8000-000000000000' },
    ['pathInvalid', 'uploadLinkOneTarget'],
  ],
  [
    'ZUploadLinkVerifyRequest',
    ZUploadLinkVerifyRequest,
    { email: 'x', code: '12' },
    ['emailInvalid', 'signupCodeFormat'],
  ],
  ['ZStartThreadRequest', ZStartThreadRequest, { subject: ' ', body: ' ' }, ['subjectRequired', 'messageRequired']],
  ['ZPostMessageRequest', ZPostMessageRequest, { body: 'x'.repeat(20_001) }, ['messageTooLong']],
  ['ZRemoveMessageRequest', ZRemoveMessageRequest, { reason: '' }, ['reasonRequired']],
  ['ZDocumentRecordRequest', ZDocumentRecordRequest, {}, ['recordChangeEmpty']],
  ['ZDocumentRecordRequest', ZDocumentRecordRequest, { tax_year: 1800 }, ['taxYearRange']],
  [
    'ZRetentionRuleRequest',
    ZRetentionRuleRequest,
    { basis: 'TAX_YEAR_END', years: 0, reason: ' ' },
    ['retentionYearsRange', 'reasonRequired'],
  ],
  [
    'ZRetentionOverrideRequest',
    ZRetentionOverrideRequest,
    { basis: 'LAST_ACTIVITY', years: 500, reason: 'x' },
    ['retentionYearsRange'],
  ],
  ['ZLegalHoldRequest', ZLegalHoldRequest, { reason: 'x'.repeat(501) }, ['reasonTooLong']],
];

const question = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  kind: 'short_text',
  label: key,
  ...extra,
});
CASES.push(
  [
    'ZOrganizerDefinition',
    ZOrganizerDefinition,
    [
      {
        key: 'about',
        title: 'About',
        questions: [
          question('Bad-Key'),
          question('name'),
          question('name'),
          question('pick', { kind: 'choice' }),
          question('rows', { kind: 'group' }),
          question('amount', { kind: 'number', min: 5, max: 1 }),
          question('later', { show_if: { question: 'nowhere', any_of: ['x'] } }),
          question('date', { kind: 'date' }),
          question('shown', { show_if: { question: 'date', any_of: ['2026-01-01'] } }),
        ],
      },
    ],
    [
      'organizerKeyFormat',
      'organizerKeyRepeated',
      'organizerOptionsMismatch',
      'organizerColumnsMismatch',
      'organizerMinAboveMax',
      'organizerConditionLooksBack',
      'organizerConditionKind',
    ],
  ],
  [
    'ZOrganizerDefinition',
    ZOrganizerDefinition,
    [0, 1].map((s) => ({
      key: `s${s}`,
      title: 'Many',
      questions: Array.from({ length: 160 }, (_, q) => question(`q${s}_${q}`)),
    })),
    ['organizerTooManyQuestions'],
  ],
);

/** Wrong types and unknown keys: zod's generic texts are fine here, but any text a schema sets must be ours. */
const WRONG_SHAPES: unknown[] = [{}, { unexpected: true }, { name: 42, email: 7, password: [], roles: 'x' }];

const idsOf = (messages: string[]) => messages.map((message) => validationMessageId(message) ?? message).sort();

describe('validation message catalogue', () => {
  it.each(CASES)('%s: each custom message of a refused body is a catalogue entry', (_name, schema, input, ids) => {
    expect(schema.safeParse(input).success).toBe(false);
    expect(idsOf(customMessages(schema, input))).toEqual([...ids].sort());
  });

  it.each([...new Map(CASES.map(([name, schema]) => [name, schema])).entries()])(
    '%s: a body of the wrong shape gets only zod texts or catalogue entries',
    (_name, schema) => {
      for (const input of WRONG_SHAPES) {
        const outside = customMessages(schema, input).filter((message) => !validationMessageId(message));
        expect(outside, JSON.stringify(input)).toEqual([]);
      }
    },
  );

  it('has no entry that no schema uses, and one text per entry', () => {
    const reached = new Set(CASES.flatMap(([, schema, input]) => idsOf(customMessages(schema, input))));
    for (const id of SERVICE_RULE_IDS) reached.add(id);
    expect(VALIDATION_MESSAGE_IDS.filter((id) => !reached.has(id))).toEqual([]);
    expect(new Set(Object.values(VALIDATION_MESSAGES)).size).toBe(VALIDATION_MESSAGE_IDS.length);
  });

  it('names the page sizes the lists really offer', () => {
    expect(VALIDATION_MESSAGES.pageSizeChoice).toBe(`per_page must be one of ${PAGE_SIZES.join(', ')}`);
  });

  it('finds an id only for the exact text', () => {
    expect(validationMessageId("Passwords don't match")).toBe('passwordsDontMatch');
    expect(validationMessageId("passwords don't match")).toBeUndefined();
    expect(validationMessageId('Invalid input: expected string, received undefined')).toBeUndefined();
  });
});
