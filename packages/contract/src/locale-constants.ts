// Without zod (see signed-out-answers.ts): the sign-in screen picks its language from these before zod loads.

/** Interface languages; English is the default and the fallback for anything missing. */
export const LOCALES = ['en', 'es', 'de', 'it', 'ru'] as const;
export const DEFAULT_LOCALE = 'en';
