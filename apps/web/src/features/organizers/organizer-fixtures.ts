import type { TOrganizer, TOrganizerSection, TOrganizerTemplate } from '@ledgerport/contract';
import { clientUser } from '../../test/fixtures.ts';

/** Test-only: the client fixture's own company, and one organizer of it as the server presents it. */
export const acme = { uuid: clientUser.tenants[0]!.tenant_uuid, name: clientUser.tenants[0]!.tenant_name };
export const ORGANIZER_UUID = '70000000-0000-4000-8000-000000000001';
export const TEMPLATE_UUID = '71000000-0000-4000-8000-000000000001';
export const organizerApiPath = `/api/v1/tenants/${acme.uuid}/organizers/${ORGANIZER_UUID}`;
export const answerApiPath = (key: string) => `${organizerApiPath}/answers/${key}`;

/** Two sections: whether there are dependents (and, only then, how many), then the bank account. */
export const someSections = (): TOrganizerSection[] => [
  {
    key: 'household',
    title: 'Your household',
    help: '',
    questions: [
      { key: 'full_name', kind: 'short_text', label: 'Your full name', help: '', required: true },
      { key: 'has_dependents', kind: 'yes_no', label: 'Do you have dependents?', help: '', required: true },
      {
        key: 'dependent_count',
        kind: 'number',
        label: 'How many dependents?',
        help: '',
        required: true,
        min: 1,
        max: 20,
        show_if: { question: 'has_dependents', any_of: [true] },
      },
    ],
  },
  {
    key: 'refund',
    title: 'Your refund',
    help: 'Where the refund should go.',
    questions: [
      {
        key: 'account_kind',
        kind: 'choice',
        label: 'Account kind',
        help: '',
        required: false,
        options: ['Checking', 'Savings'],
      },
    ],
  },
];

export const someOrganizer = (overrides: Partial<TOrganizer> = {}): TOrganizer => ({
  uuid: ORGANIZER_UUID,
  tenant_uuid: acme.uuid,
  template_uuid: TEMPLATE_UUID,
  template_version: 1,
  title: '2026 Tax organizer',
  tax_year: 2026,
  due_on: '2027-03-01',
  status: 'OPEN',
  locked: false,
  recipient_name: null,
  sections: someSections(),
  answers: {},
  comments: {},
  prefilled_sections: [],
  progress: { required: 2, answered: 0 },
  submitted_at: null,
  export_file_uuid: null,
  ...overrides,
});

export const someTemplate = (overrides: Partial<TOrganizerTemplate> = {}): TOrganizerTemplate => ({
  uuid: TEMPLATE_UUID,
  name: 'Individual organizer',
  description: '',
  version: 3,
  question_count: 4,
  sent_count: 0,
  updated_at: '2026-11-01T10:00:00.000Z',
  revision: 3,
  sections: someSections(),
  ...overrides,
});

/** The saved answer as the server answers a PUT. */
export const savedAnswer = (value: unknown, overwrote: { by_name: string; at: string } | null = null) => ({
  answer: { value, by_name: clientUser.name, at: '2026-11-29T10:00:00.000Z' },
  overwrote,
  progress: { required: 2, answered: 1 },
});
