import type { TValidationMessageId } from '@ledgerport/contract';

let idOf: ((message: string) => TValidationMessageId | undefined) | undefined;

/**
 * The contract's catalogue of validation texts (2.8 KiB of brotli), to find the rule a server field issue names
 * and say it in the user's language. English needs no lookup (the server's text is the rule's English), so the
 * catalogue comes with each other language's file (i18n.ts), not with the sign-in screen (issue 36, item 5).
 */
export async function loadValidationRules(): Promise<void> {
  idOf ??= (await import('./validation-rule-ids.ts')).validationMessageId;
}

/** The catalogue's id of a server message, once loadValidationRules has run (with any language but English). */
export const validationRuleOf = (message: string) => idOf?.(message);
