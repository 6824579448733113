import { z } from 'zod';
import { LOCALES } from './locale-constants.ts';

export { DEFAULT_LOCALE, LOCALES } from './locale-constants.ts';
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;
