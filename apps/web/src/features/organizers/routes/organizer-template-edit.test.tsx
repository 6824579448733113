import type { TOrganizerSection, TUpdateOrganizerTemplateRequest } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { someTemplate, TEMPLATE_UUID } from '../organizer-fixtures.ts';

const address = `/organizer-templates/${TEMPLATE_UUID}`;
const templateApiPath = `/api/v1/organizer-templates/${TEMPLATE_UUID}`;

const sections: TOrganizerSection[] = [
  {
    key: 'about',
    title: 'About you',
    help: '',
    questions: [
      { key: 'birth_date', kind: 'date', label: 'Birth date', help: '', required: false },
      { key: 'married', kind: 'yes_no', label: 'Married?', help: '', required: false },
      { key: 'spouse', kind: 'short_text', label: 'Spouse name', help: '', required: false },
    ],
  },
  {
    key: 'family',
    title: 'Family',
    help: '',
    questions: [{ key: 'kids', kind: 'yes_no', label: 'Children?', help: '', required: false }],
  },
];

function asStaff(save: (body: TUpdateOrganizerTemplateRequest) => Response) {
  const template = someTemplate({ sections });
  return signedInAs(staffUser, ['manage requests', 'view files'], {
    [`GET ${templateApiPath}`]: () => json(200, template),
    [`PUT ${templateApiPath}`]: ({ body }) => save(body as TUpdateOrganizerTemplateRequest),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the organizer template builder', () => {
  it('offers a condition only the testable questions asked before the question', async () => {
    asStaff(() => json(500, {}));
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByLabelText('Show “Spouse name” only when', { selector: 'input' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Not the date (a condition cannot test it), not itself, not the later "Children?".
    expect(offered).toEqual(['Married?']);
  });

  it('reorders questions with the move buttons and saves the new order against the revision', async () => {
    const save = vi.fn((_body: TUpdateOrganizerTemplateRequest) =>
      json(200, someTemplate({ revision: 4, version: 4 })),
    );
    asStaff(save);
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('button', { name: 'Move “Married?” up' }));
    await ui.click(screen.getByRole('button', { name: 'Move “Family” up' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const body = save.mock.calls[0]![0];
    expect(body.revision).toBe(3);
    expect(body.sections.map((section) => section.key)).toEqual(['family', 'about']);
    expect(body.sections[1]!.questions.map((question) => question.key)).toEqual(['married', 'birth_date', 'spouse']);
    expect(await screen.findByText('Saved as version 4.')).toBeVisible();
  });

  it('refuses to save a condition that would look ahead after a move, and says why at the question', async () => {
    const save = vi.fn(() => json(200, someTemplate()));
    asStaff(save);
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByLabelText('Show “Spouse name” only when', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Married?' }));
    // Spouse name moved above the question its condition looks at.
    await ui.click(screen.getByRole('button', { name: 'Move “Spouse name” up' }));
    await ui.click(screen.getByRole('button', { name: 'Move “Spouse name” up' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The condition must look at a question asked before this one/)).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it('says when someone else saved the template meanwhile', async () => {
    asStaff(() => apiError(409, 'CHANGED_MEANWHILE'));
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this template meanwhile')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('previews the template with the answer screen: a condition shows its question live', async () => {
    const conditional = structuredClone(sections);
    conditional[0]!.questions[2]!.show_if = { question: 'married', any_of: [true] };
    signedInAs(staffUser, ['manage requests', 'view files'], {
      [`GET ${templateApiPath}`]: () => json(200, someTemplate({ sections: conditional })),
    });
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('tab', { name: 'Preview' }));
    const married = await screen.findByRole('radiogroup', { name: 'Married?' });
    expect(screen.queryByRole('textbox', { name: 'Spouse name' })).not.toBeInTheDocument();
    await ui.click(within(married).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'Spouse name' })).toBeVisible();
  });
});
