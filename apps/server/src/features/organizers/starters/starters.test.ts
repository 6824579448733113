import { LOCALES, ZOrganizerDefinition, organizerDefinitionProblems, type TLocale } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { STARTER_KEYS, STARTER_SOURCES, starterIn, starterSummaries } from './index.ts';
import type { TStarterSource, TStarterText } from './starter-format.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** Every text of a starter: name, description, titles, labels, helps, options and column labels. */
function allTexts(source: TStarterSource): TStarterText[] {
  const texts: TStarterText[] = [source.name, source.description];
  for (const section of source.sections) {
    texts.push(section.title, ...(section.help ? [section.help] : []));
    for (const question of section.questions) {
      texts.push(question.label, ...(question.help ? [question.help] : []), ...(question.options ?? []));
      for (const column of question.columns ?? []) texts.push(column.label, ...(column.options ?? []));
    }
  }
  return texts;
}

/** What a client reads as a label: section titles, question labels, options and column labels. */
function labels(source: TStarterSource): TStarterText[] {
  return source.sections.flatMap((section) => [
    section.title,
    ...section.questions.flatMap((question) => [
      question.label,
      ...(question.options ?? []),
      ...(question.columns ?? []).flatMap((column) => [column.label, ...(column.options ?? [])]),
    ]),
  ]);
}

const QUESTION_RANGES = {
  individual_1040: [60, 90],
  business_year_end: [30, 50],
  new_client_intake: [15, 25],
} as const;

describe('the starter organizers', () => {
  it.each(STARTER_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const)))(
    '%s in %s is a valid organizer definition',
    (key, locale) => {
      const starter = starterIn(key, locale);
      expect(organizerDefinitionProblems(starter.sections)).toEqual([]);
      const parsed = ZOrganizerDefinition.safeParse(starter.sections);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Already in its parsed form: nothing left for defaults or trimming to change.
      expect(parsed.data).toEqual(starter.sections);
      expect(starter.name.length).toBeGreaterThan(0);
      expect(starter.description.length).toBeGreaterThan(0);
    },
  );

  it.each(STARTER_KEYS)('%s has every text written in all five languages', (key) => {
    for (const text of allTexts(STARTER_SOURCES[key])) {
      for (const locale of LOCALES) expect(text[locale].trim(), `${locale} of "${text.en}"`).not.toBe('');
    }
  });

  it.each(STARTER_KEYS.flatMap((key) => OTHER_LOCALES.map((locale) => [key, locale] as const)))(
    '%s in %s is translated, not copied from English',
    (key, locale) => {
      const all = labels(STARTER_SOURCES[key]);
      const differing = all.filter((text) => text[locale] !== text.en);
      expect(differing.length / all.length).toBeGreaterThanOrEqual(0.9);
      const source = STARTER_SOURCES[key];
      expect(source.name[locale]).not.toBe(source.name.en);
      expect(source.description[locale]).not.toBe(source.description.en);
    },
  );

  it.each(STARTER_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const)))(
    '%s in %s never offers two options (or two columns) that read the same',
    (key, locale) => {
      for (const section of starterIn(key, locale).sections) {
        for (const question of section.questions) {
          const options = question.options ?? [];
          expect(new Set(options).size, question.key).toBe(options.length);
          const columns = (question.columns ?? []).map((column) => column.label);
          expect(new Set(columns).size, question.key).toBe(columns.length);
        }
      }
    },
  );

  it.each(STARTER_KEYS)('%s has the same keys, kinds and conditions in every language', (key) => {
    const shape = (locale: TLocale) =>
      starterIn(key, locale).sections.map((section) => ({
        key: section.key,
        questions: section.questions.map((question) => ({
          key: question.key,
          kind: question.kind,
          required: question.required,
          options: question.options?.length,
          columns: question.columns?.map((column) => [column.key, column.kind]),
          show_if: question.show_if,
        })),
      }));
    for (const locale of OTHER_LOCALES) expect(shape(locale)).toEqual(shape('en'));
  });

  it.each(STARTER_KEYS)('%s shows a follow-up only after the yes/no question it depends on', (key) => {
    const asked = new Map<string, string>();
    let conditions = 0;
    for (const section of STARTER_SOURCES[key].sections) {
      for (const question of section.questions) {
        if (question.show_if) {
          conditions += 1;
          expect(asked.get(question.show_if.question), `${question.key} looks at ${question.show_if.question}`).toBe(
            'yes_no',
          );
          expect([[true], [false]]).toContainEqual(question.show_if.any_of);
        }
        asked.set(question.key, question.kind);
      }
    }
    expect(conditions).toBeGreaterThan(0);
  });

  it('lists the three starters with their question counts (group columns not counted) in the asked language', () => {
    const english = starterSummaries('en');
    expect(english.map((starter) => starter.key)).toEqual([...STARTER_KEYS]);
    for (const starter of english) {
      const [min, max] = QUESTION_RANGES[starter.key];
      expect(starter.question_count).toBeGreaterThanOrEqual(min);
      expect(starter.question_count).toBeLessThanOrEqual(max);
      const questions = starterIn(starter.key, 'en').sections.flatMap((section) => section.questions);
      expect(starter.question_count).toBe(questions.length);
    }
    expect(starterSummaries('es').find((starter) => starter.key === 'individual_1040')?.name).toBe(
      'Cuestionario para la declaración de impuestos personal (Formulario 1040)',
    );
    expect(starterSummaries('de').map((starter) => starter.question_count)).toEqual(
      english.map((starter) => starter.question_count),
    );
  });

  it('the 1040 organizer asks for dependents as a table, W-2 uploads, and the account number with a note on who sees it', () => {
    const questions = starterIn('individual_1040', 'en').sections.flatMap((section) => section.questions);
    const byKey = new Map(questions.map((question) => [question.key, question]));
    expect(byKey.get('dependents')?.columns?.map((column) => column.key)).toEqual([
      'name',
      'relationship',
      'date_of_birth',
      'ssn_last4',
      'months_lived_with_you',
      'full_time_student',
    ]);
    expect(byKey.get('w2_uploads')).toMatchObject({ kind: 'file', label: 'Upload your W-2s' });
    expect(byKey.get('account_number')).toMatchObject({ kind: 'short_text', show_if: { question: 'direct_deposit' } });
    expect(byKey.get('account_number')?.help).toMatch(/Seen by your firm/);
    const spanish = starterIn('individual_1040', 'es').sections.flatMap((section) => section.questions);
    expect(spanish.find((question) => question.key === 'w2_uploads')?.label).toBe('Suba sus Formularios W-2');
  });
});
