// Without zod (see signed-out-answers.ts): the sign-in screen shows these while the firm's branding loads.

/**
 * The firm's own name and look (issue 15, item 9): shown in the top bar, on the login page, in page titles and
 * in every e-mail, so a client sees who is writing to them. Until the firm sets them, everything says
 * "Ledgerport" in its blue.
 */
export const DEFAULT_FIRM_NAME = 'Ledgerport';
export const DEFAULT_PRIMARY_COLOR = '#1c7ed6';
