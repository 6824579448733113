import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { FieldEditor } from './field-editor.tsx';
import type { TPlacedField } from './field-geometry.ts';

// jsdom draws nothing: the pages are laid out from their sizes, pdf.js is not asked.
vi.mock('../pdf/load-pdf.ts', () => ({ loadPdf: () => new Promise(() => {}) }));

const LETTER = { width: 612, height: 792 };
const signers = [
  { position: 1, name: 'Ann Taxpayer' },
  { position: 2, name: 'Bob Spouse' },
];
let latest: TPlacedField[] = [];
const remember = (fields: TPlacedField[]) => (latest = fields);

function Harness({ initial = [] as TPlacedField[] }) {
  const [fields, setFields] = useState(initial);
  return (
    <FieldEditor
      pages={[LETTER, LETTER]}
      bytes={undefined}
      signers={signers}
      fields={fields}
      onChange={(next) => setFields(remember(next))}
    />
  );
}

describe('the field editor by keyboard', () => {
  it('adds a field for the chosen signer and page, focused, then moves, resizes and deletes it with keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText('Fields for'), '2');
    await user.selectOptions(screen.getByLabelText('Page'), '2');
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Add a field' })).getByRole('button', { name: 'Add Signature' }),
    );

    const field = screen.getByRole('button', { name: 'Signature for Bob Spouse, page 2' });
    expect(field).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'Page 2 of 2' })).getByRole('button', { name: /Signature/ })).toBe(
      field,
    );
    // Centred on a Letter page: (612 − 180) / 2 and (792 − 40) / 2.
    expect(screen.getByTestId('field-position')).toHaveTextContent(
      'Signature on page 2: 216 pt from the left, 376 pt from the top, 180 × 40 pt',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(latest[0]).toMatchObject({ signer_position: 2, page: 2, x: 220, y: 374 });
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(latest[0]).toMatchObject({ x: 220, y: 374, width: 182, height: 42 });
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(latest[0]).toMatchObject({ x: 200 });

    await user.keyboard('{Delete}');
    expect(latest).toEqual([]);
    expect(screen.queryByRole('button', { name: /Signature for/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('field-position')).toHaveTextContent('0 fields placed.');
  });

  it('never lets a field leave its page, by moving or by growing', async () => {
    const user = userEvent.setup();
    const corner: TPlacedField = {
      signer_position: 1,
      kind: 'checkbox',
      page: 1,
      x: 590,
      y: 770,
      width: 16,
      height: 16,
      required: false,
    };
    renderWithProviders(<Harness initial={[corner]} />);
    await user.click(screen.getByRole('button', { name: 'Checkbox for Ann Taxpayer, page 1' }));
    await user.keyboard('{Control>}{ArrowRight}{ArrowDown}{/Control}');
    expect(latest[0]).toMatchObject({ x: 596, y: 776 });
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(latest[0]).toMatchObject({ x: 596, width: 16 });
  });

  it('moves a field by the mouse in PDF points, whatever the page is drawn at', async () => {
    const field: TPlacedField = {
      signer_position: 1,
      kind: 'name',
      page: 1,
      x: 100,
      y: 100,
      width: 160,
      height: 22,
      required: true,
    };
    renderWithProviders(<Harness initial={[field]} />);
    const box = screen.getByRole('button', { name: 'Name for Ann Taxpayer, page 1' });
    // Drawn 800 px wide, a 612 pt page: 100 px on screen are 76.5 pt.
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 110, clientY: 10 });
    fireEvent.pointerUp(box, { pointerId: 1 });
    expect(latest[0]).toMatchObject({ x: 176.5, y: 100, width: 160 });
    expect(box).toHaveFocus();
  });
});
