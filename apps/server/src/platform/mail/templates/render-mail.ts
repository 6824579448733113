import { DEFAULT_FIRM_NAME, LOCALES, type TLocale } from '@ledgerport/contract';
import { bulkPayrollTax, type BulkPayrollTaxVars } from './bulk-payroll-tax.ts';
import { bulkPush, type BulkPushVars } from './bulk-push.ts';
import { bulkSalesTax, type BulkSalesTaxVars } from './bulk-sales-tax.ts';
import { fileNeedsAttention, type FileNeedsAttentionVars } from './file-needs-attention.ts';
import { inboundBounce, type InboundBounceVars } from './inbound-bounce.ts';
import { invitation, type InvitationVars } from './invitation.ts';
import { renderLayout, type Localized, type MailBrand, type RenderedMail } from './layout.ts';
import { messageReceived, type MessageReceivedVars } from './message-received.ts';
import { mfaReset, type MfaResetVars } from './mfa-reset.ts';
import { newDeviceSignIn, type NewDeviceSignInVars } from './new-device-sign-in.ts';
import { notificationDigest, type NotificationDigestVars } from './notification-digest.ts';
import { passwordReset, type PasswordResetVars } from './password-reset.ts';
import { payrollSubmitted, type PayrollSubmittedVars } from './payroll-submitted.ts';
import { requestEvent, type RequestEventVars } from './request-event.ts';
import { requestReminder, type RequestReminderVars } from './request-reminder.ts';
import { salesTaxProcessed, type SalesTaxProcessedVars } from './sales-tax-processed.ts';
import { salesTaxSubmitted, type SalesTaxSubmittedVars } from './sales-tax-submitted.ts';
import { signingCode, type SigningCodeVars } from './signing-code.ts';
import { signingCompleted, type SigningCompletedVars } from './signing-completed.ts';
import { signingRequest, type SigningRequestVars } from './signing-request.ts';
import { signingStaffNotice, type SigningStaffNoticeVars } from './signing-staff-notice.ts';
import { signupCode, type SignupCodeVars } from './signup-code.ts';
import { uploadLinkCode, type UploadLinkCodeVars } from './upload-link-code.ts';
import { emailSignIn, type EmailSignInVars } from './email-sign-in.ts';
import { signInCode, type SignInCodeVars } from './sign-in-code.ts';
import { staffDigest, type StaffDigestVars } from './staff-digest.ts';

/** Each template's variables; `renderMail` and `enqueue` accept only the right ones for the template named. */
export type MailVars = {
  invitation: InvitationVars;
  'signup-code': SignupCodeVars;
  'password-reset': PasswordResetVars;
  'sales-tax-submitted': SalesTaxSubmittedVars;
  'sales-tax-processed': SalesTaxProcessedVars;
  'payroll-submitted': PayrollSubmittedVars;
  'bulk-sales-tax': BulkSalesTaxVars;
  'bulk-payroll-tax': BulkPayrollTaxVars;
  'bulk-push': BulkPushVars;
  'new-device-sign-in': NewDeviceSignInVars;
  'mfa-reset': MfaResetVars;
  'request-reminder': RequestReminderVars;
  'request-event': RequestEventVars;
  'file-needs-attention': FileNeedsAttentionVars;
  'signing-request': SigningRequestVars;
  'signing-code': SigningCodeVars;
  'signing-staff-notice': SigningStaffNoticeVars;
  'signing-completed': SigningCompletedVars;
  'inbound-bounce': InboundBounceVars;
  'upload-link-code': UploadLinkCodeVars;
  'email-sign-in': EmailSignInVars;
  'sign-in-code': SignInCodeVars;
  'notification-digest': NotificationDigestVars;
  'staff-digest': StaffDigestVars;
  'message-received': MessageReceivedVars;
};
export type MailTemplate = keyof MailVars;

const templates: { [T in MailTemplate]: Localized<MailVars[T]> } = {
  invitation,
  'signup-code': signupCode,
  'password-reset': passwordReset,
  'sales-tax-submitted': salesTaxSubmitted,
  'sales-tax-processed': salesTaxProcessed,
  'payroll-submitted': payrollSubmitted,
  'bulk-sales-tax': bulkSalesTax,
  'bulk-payroll-tax': bulkPayrollTax,
  'bulk-push': bulkPush,
  'new-device-sign-in': newDeviceSignIn,
  'mfa-reset': mfaReset,
  'request-reminder': requestReminder,
  'request-event': requestEvent,
  'file-needs-attention': fileNeedsAttention,
  'signing-request': signingRequest,
  'signing-code': signingCode,
  'signing-staff-notice': signingStaffNotice,
  'signing-completed': signingCompleted,
  'inbound-bounce': inboundBounce,
  'upload-link-code': uploadLinkCode,
  'email-sign-in': emailSignIn,
  'sign-in-code': signInCode,
  'notification-digest': notificationDigest,
  'staff-digest': staffDigest,
  'message-received': messageReceived,
};

export const MAIL_TEMPLATES = Object.keys(templates) as MailTemplate[];

/** A stored locale that we do not (or no longer) offer falls back to English rather than failing the mail. */
export const mailLocale = (value: string): TLocale =>
  (LOCALES as readonly string[]).includes(value) ? (value as TLocale) : 'en';

/** Until the firm sets its own (firm settings), every e-mail speaks for Ledgerport. */
export const DEFAULT_MAIL_BRAND: MailBrand = {
  firmName: DEFAULT_FIRM_NAME,
  supportEmail: null,
  senderName: null,
};

export function renderMail<T extends MailTemplate>(
  template: T,
  locale: TLocale,
  vars: MailVars[T],
  brand: MailBrand = DEFAULT_MAIL_BRAND,
): RenderedMail {
  const localized: Localized<MailVars[T]> = templates[template];
  return renderLayout(locale, localized[locale]({ ...vars, firm: brand.firmName }), brand);
}
