import { z } from 'zod';

/** Interface languages; English is the default and the fallback for anything missing. */
export const LOCALES = ['en', 'es', 'de', 'it', 'ru'] as const;
export const DEFAULT_LOCALE = 'en';
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;
