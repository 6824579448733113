import {
  ORGANIZER_STARTERS,
  type TLocale,
  type TOrganizerDefinition,
  type TOrganizerStarterKey,
} from '@ledgerport/contract';

/**
 * TEMPORARY (issue 33, server side): a minimal English intake so the organizers feature compiles and runs. The
 * shipped starters (individual-1040.ts, business-year-end.ts, new-client-intake.ts, in five languages) replace
 * this file at merge with the same exports.
 */
export const STARTER_KEYS = ORGANIZER_STARTERS;

const intake: TOrganizerDefinition = [
  {
    key: 'contact',
    title: 'Contact',
    help: '',
    questions: [
      { key: 'legal_name', kind: 'short_text', label: 'Legal name', help: '', required: true },
      { key: 'birth_date', kind: 'date', label: 'Date of birth', help: '', required: false },
      { key: 'married', kind: 'yes_no', label: 'Are you married?', help: '', required: true },
      {
        key: 'spouse_name',
        kind: 'short_text',
        label: "Spouse's name",
        help: '',
        required: true,
        show_if: { question: 'married', any_of: [true] },
      },
      { key: 'id_document', kind: 'file', label: 'A photo ID', help: '', required: false },
    ],
  },
];

export function starterIn(
  key: TOrganizerStarterKey,
  locale: TLocale,
): { name: string; description: string; sections: TOrganizerDefinition } {
  void locale;
  const names: Record<TOrganizerStarterKey, string> = {
    individual_1040: 'Individual tax organizer (1040)',
    business_year_end: 'Small business year-end checklist',
    new_client_intake: 'New client intake',
  };
  return { name: names[key], description: '', sections: intake };
}
