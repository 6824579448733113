import { LOCALES, type TLocale } from '@ledgerport/contract';
import { invitation, type InvitationVars } from './invitation.ts';
import { renderLayout, type Localized, type RenderedMail } from './layout.ts';
import { passwordReset, type PasswordResetVars } from './password-reset.ts';
import { signupCode, type SignupCodeVars } from './signup-code.ts';

/** Each template's variables; `renderMail` and `enqueue` accept only the right ones for the template named. */
export type MailVars = {
  invitation: InvitationVars;
  'signup-code': SignupCodeVars;
  'password-reset': PasswordResetVars;
};
export type MailTemplate = keyof MailVars;

const templates: { [T in MailTemplate]: Localized<MailVars[T]> } = {
  invitation,
  'signup-code': signupCode,
  'password-reset': passwordReset,
};

export const MAIL_TEMPLATES = Object.keys(templates) as MailTemplate[];

/** A stored locale that we do not (or no longer) offer falls back to English rather than failing the mail. */
export const mailLocale = (value: string): TLocale =>
  (LOCALES as readonly string[]).includes(value) ? (value as TLocale) : 'en';

export function renderMail<T extends MailTemplate>(template: T, locale: TLocale, vars: MailVars[T]): RenderedMail {
  const localized: Localized<MailVars[T]> = templates[template];
  return renderLayout(locale, localized[locale](vars));
}
