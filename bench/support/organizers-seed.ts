/**
 * What bench/organizers.bench.ts works on (issue 33): a 200-question template (ten sections of twenty questions of
 * every answerable kind but files, one repeating group of twelve rows per section), sent to a few companies, each
 * with an owner who signs in. Set up through the API, as a firm would, not measured.
 */
import type { TOrganizerQuestion, TOrganizerSection } from '@ledgerport/contract';
import { companyWithOwner } from '../../e2e/support/journey-server.ts';
import type { staffApi } from '../../e2e/support/staff-api.ts';

export const SECTIONS = 10;
export const ORGANIZER_TITLE = 'Tax organizer 2025';
export const PER_SECTION = 20;
const CHOICES = ['Single', 'Married filing jointly', 'Married filing separately', 'Head of household'];
const KINDS = ['short_text', 'long_text', 'number', 'money', 'date', 'yes_no', 'choice', 'choices'] as const;

const keyOf = (section: number, question: number) => `s${section}_q${question}`;

function question(section: number, index: number): TOrganizerQuestion {
  const key = keyOf(section, index);
  const label = `Question ${section}.${index}: what the firm needs to know about this part of the year`;
  if (index === PER_SECTION) {
    return {
      key,
      kind: 'group',
      label,
      help: 'One row per employer.',
      required: false,
      columns: [
        { key: 'employer', kind: 'short_text', label: 'Employer', required: true },
        { key: 'wages', kind: 'money', label: 'Wages', required: true },
        { key: 'state', kind: 'choice', label: 'State', required: false, options: ['NY', 'NJ', 'CT'] },
      ],
    };
  }
  const kind = KINDS[(index - 1) % KINDS.length]!;
  const options = kind === 'choice' || kind === 'choices' ? { options: CHOICES } : {};
  return {
    key,
    kind,
    label,
    help: 'As on last year’s return, if nothing changed.',
    required: index % 3 === 0,
    ...options,
  };
}

export function benchSections(): TOrganizerSection[] {
  return Array.from({ length: SECTIONS }, (_, s) => ({
    key: `s${s + 1}`,
    title: `Section ${s + 1}`,
    help: '',
    questions: Array.from({ length: PER_SECTION }, (_, q) => question(s + 1, q + 1)),
  }));
}

/** A valid answer to each question, `round` varying it so every save changes the row. */
export function answerFor(q: TOrganizerQuestion, round: number): unknown {
  switch (q.kind) {
    case 'short_text':
      return `Answer ${round}`;
    case 'long_text':
      return `A longer answer, round ${round}.\nWith a second line about the year.`;
    case 'number':
      return round;
    case 'money':
      return `${1000 + round}.50`;
    case 'date':
      return `2025-0${(round % 9) + 1}-15`;
    case 'yes_no':
      return round % 2 === 0;
    case 'choice':
      return CHOICES[round % CHOICES.length];
    case 'choices':
      return [CHOICES[round % CHOICES.length]];
    case 'group':
      return Array.from({ length: 12 }, (_, i) => ({
        employer: `Employer ${i + 1}`,
        wages: `${50000 + i}.00`,
        state: 'NY',
      }));
    default:
      throw new Error(`no answer for ${q.kind}`);
  }
}

type TStaffApi = Awaited<ReturnType<typeof staffApi>>;

/** The template, `companies` companies each with an owner, and one organizer sent to each. */
export async function seedOrganizers(api: TStaffApi, baseUrl: string, companies: number) {
  const template = await api.post<{ uuid: string }>('/organizer-templates', {
    name: `Bench organizer ${Date.now()}`,
    description: '200 questions',
    sections: benchSections(),
  });
  const owners: { tenantUuid: string; email: string; password: string }[] = [];
  for (let i = 0; i < companies; i++) {
    const owner = {
      name: `Bench Owner ${i}`,
      email: `bench-owner-${Date.now()}-${i}@figures.test`,
      password: 'Bench-Owner-Pass-1!',
    };
    owners.push({ tenantUuid: await companyWithOwner(api, baseUrl, `Bench Company ${i}`, owner), ...owner });
  }
  const sent = await api.post<{ sent: { tenant_uuid: string; organizer_uuid: string }[] }>(
    `/organizer-templates/${template.uuid}/send`,
    {
      tenant_uuids: owners.map((o) => o.tenantUuid),
      title: ORGANIZER_TITLE,
      tax_year: 2025,
      due_on: '2099-03-31',
    },
  );
  return owners.map((owner) => ({
    ...owner,
    organizerUuid: sent.sent.find((s) => s.tenant_uuid === owner.tenantUuid)!.organizer_uuid,
  }));
}
