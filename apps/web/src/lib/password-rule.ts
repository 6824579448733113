import { isStrongPassword } from '@ledgerport/contract';

/**
 * Spec §5 password rule, shared by every form that sets a password (user form, registration, password
 * reset). The texts first lived in the user form; the keys stayed there so no translation had to move.
 */
export const PASSWORD_RULE_KEY = 'users.form.passwordRule';
/** The rule said up front, below the field. */
export const PASSWORD_HINT_KEY = 'users.form.passwordHint';
export const PASSWORDS_DONT_MATCH_KEY = 'users.form.passwordsDontMatch';

/** The error key for a new password, or null when it is strong enough. Empty counts as weak. */
export const newPasswordError = (value: string): string | null => (isStrongPassword(value) ? null : PASSWORD_RULE_KEY);
