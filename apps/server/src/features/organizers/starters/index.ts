import {
  ORGANIZER_STARTERS,
  type TLocale,
  type TOrganizerStarter,
  type TOrganizerStarterKey,
} from '@ledgerport/contract';
import { BUSINESS_YEAR_END } from './business-year-end.ts';
import { INDIVIDUAL_1040 } from './individual-1040.ts';
import { NEW_CLIENT_INTAKE } from './new-client-intake.ts';
import {
  localiseStarter,
  starterQuestionCount,
  type TLocalisedStarter,
  type TStarterSource,
} from './starter-format.ts';

/**
 * The three starter templates shipped with Ledgerport (issue 33), each written once in five languages. A firm
 * copies one in the language it works in (POST /organizer-templates with `starter` and `locale`).
 */
export const STARTER_KEYS = ORGANIZER_STARTERS;

export const STARTER_SOURCES: Readonly<Record<TOrganizerStarterKey, TStarterSource>> = {
  individual_1040: INDIVIDUAL_1040,
  business_year_end: BUSINESS_YEAR_END,
  new_client_intake: NEW_CLIENT_INTAKE,
};

/** The starter's name, description and sections in one language. */
export function starterIn(key: TOrganizerStarterKey, locale: TLocale): TLocalisedStarter {
  return localiseStarter(STARTER_SOURCES[key], locale);
}

/** GET /organizer-starters: every starter named and described in `locale`, with its number of questions. */
export function starterSummaries(locale: TLocale): TOrganizerStarter[] {
  return STARTER_KEYS.map((key) => {
    const source = STARTER_SOURCES[key];
    return {
      key,
      name: source.name[locale],
      description: source.description[locale],
      question_count: starterQuestionCount(source),
    };
  });
}
