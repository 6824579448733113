import type { TOrganizer } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import {
  acme,
  answerApiPath,
  ORGANIZER_UUID,
  organizerApiPath,
  savedAnswer,
  someOrganizer,
} from '../organizer-fixtures.ts';

const address = `/organizers/${ORGANIZER_UUID}?company_uuid=${acme.uuid}`;
const at = '2026-11-29T10:00:00.000Z';

const organizer = someOrganizer({
  sections: [
    {
      key: 'income',
      title: 'Income',
      help: '',
      questions: [
        {
          key: 'employers',
          kind: 'group',
          label: 'Employers',
          help: '',
          required: true,
          columns: [
            { key: 'name', kind: 'short_text', label: 'Employer', required: true },
            { key: 'wages', kind: 'money', label: 'Wages', required: false },
          ],
        },
        { key: 'w2', kind: 'file', label: 'Your W-2 forms', help: 'One file per employer.', required: true },
        { key: 'refund', kind: 'money', label: 'Refund last year', help: '', required: false, max: 1000 },
      ],
    },
  ],
  progress: { required: 2, answered: 0 },
});

function asClient(current: () => TOrganizer) {
  return signedInAs(clientUser, ['view files', 'upload files'], {
    [`GET ${organizerApiPath}`]: () => json(200, current()),
    [`PUT ${answerApiPath('employers')}`]: ({ body }) => json(200, savedAnswer((body as { value: unknown }).value)),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the answer screen’s inputs', () => {
  it('answers a repeating group as a table: rows added, typed in and removed, saved as rows', async () => {
    const fetch = asClient(() => organizer);
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('button', { name: 'Add a row' }));
    await ui.type(screen.getByRole('textbox', { name: 'Employer, row 1' }), 'Acme');
    await ui.type(screen.getByRole('textbox', { name: 'Wages, row 1' }), '52,000.50');
    await ui.click(screen.getByRole('button', { name: 'Add a row' }));
    await ui.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await waitFor(() => {
      const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(puts.at(-1)?.[1]?.body))).toEqual({
        value: [{ name: 'Acme', wages: '52000.50' }],
        seen_at: null,
      });
    });
  });

  it('says at once when an amount is above the maximum, and does not send it', async () => {
    const fetch = asClient(() => organizer);
    const ui = userEvent.setup();
    renderApp(address);
    await ui.type(await screen.findByRole('textbox', { name: 'Refund last year' }), '1500');
    expect(await screen.findByText('Enter at most 1,000.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('uploads a file from its question, with its progress, and lists it once stored', async () => {
    const sent = installFakeXhr();
    let stored = organizer;
    asClient(() => stored);
    const ui = userEvent.setup();
    renderApp(address);
    const question = (await screen.findByText('Your W-2 forms')).closest('[data-question]') as HTMLElement;
    await ui.upload(
      within(question).getByLabelText('Choose files'),
      new File(['w2'], 'acme-w2.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`${answerApiPath('w2')}/files`);
    expect(sent[0]!.file?.name).toBe('acme-w2.pdf');
    sent[0]!.progress(50, 100);
    expect(await within(question).findByRole('progressbar', { name: 'Uploading acme-w2.pdf' })).toBeVisible();
    const answer = {
      value: ['80000000-0000-4000-8000-000000000001'],
      files: [{ uuid: '80000000-0000-4000-8000-000000000001', name: 'acme-w2.pdf', size: 2 }],
      by_name: clientUser.name,
      at,
    };
    stored = { ...organizer, answers: { w2: answer } };
    sent[0]!.respond(200, answer);
    expect(await within(question).findByRole('button', { name: 'Remove acme-w2.pdf' })).toBeVisible();
    expect(within(question).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(question).getByRole('list', { name: 'Files given' })).toHaveTextContent('acme-w2.pdf');
  });

  it('holds Submit while a file is still on its way to its question', async () => {
    const sent = installFakeXhr();
    const w2 = {
      value: ['80000000-0000-4000-8000-000000000001'],
      files: [{ uuid: '80000000-0000-4000-8000-000000000001', name: 'acme-w2.pdf', size: 2 }],
      by_name: clientUser.name,
      at,
    };
    const complete: TOrganizer = {
      ...organizer,
      answers: { employers: { value: [{ name: 'Acme' }], by_name: clientUser.name, at }, w2 },
      progress: { required: 2, answered: 2 },
    };
    asClient(() => complete);
    const ui = userEvent.setup();
    renderApp(address);
    const submit = await screen.findByRole('button', { name: 'Submit to your firm' });
    await waitFor(() => expect(submit).toBeEnabled());
    const question = screen.getByText('Your W-2 forms').closest('[data-question]') as HTMLElement;
    await ui.upload(
      within(question).getByLabelText('Choose files'),
      new File(['w2'], 'beta-w2.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Submit to your firm' })).toBeDisabled();
    sent[0]!.respond(200, { ...w2, value: [...w2.value, '80000000-0000-4000-8000-000000000002'] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit to your firm' })).toBeEnabled());
  });
});
