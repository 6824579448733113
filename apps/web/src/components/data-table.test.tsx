import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { DataTable, type TColumn } from './data-table.tsx';

type TFruit = { id: string; name: string };
const columns: TColumn<TFruit>[] = [
  { key: 'name', header: 'Name', cell: (fruit) => fruit.name },
  {
    key: 'action',
    header: 'Action',
    cell: (fruit) => <button type="button">{`Eat ${fruit.name}`}</button>,
  },
  { key: 'secret', header: 'Secret', hidden: true, cell: () => 'hidden cell' },
];
const fruits = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
];

describe('DataTable', () => {
  it('opens a row clicked anywhere but on its own button, and leaves hidden columns out', async () => {
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={fruits}
        rowKey={(f) => f.id}
        loading={false}

        onRowClick={onRowClick}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '#' })).not.toBeInTheDocument();
    expect(screen.queryByText('hidden cell')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('cell', { name: 'Banana' }));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(fruits[1]);

    await userEvent.click(screen.getByRole('button', { name: 'Eat Apple' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('stretches the "no data" row across every shown column, the "#" one included', async () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(f) => f.id} firstSerial={1} loading={false} />);
    expect(await screen.findByRole('cell', { name: 'No data available' })).toHaveAttribute('colspan', '3');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Action']);
  });

  it('keeps a cut cell inside its control: the button is named by the whole text and still acts', async () => {
    const onOpen = vi.fn();
    const long = { id: 'l', name: 'A very long fruit name that would widen the table' };
    const open = (fruit: TFruit, text: ReactNode) => (
      <button type="button" onClick={() => onOpen(fruit)}>
        {text}
      </button>
    );
    renderWithProviders(
      <DataTable
        columns={[
          {
            key: 'name',
            header: 'Name',
            truncate: { maxWidth: 80, text: (fruit) => fruit.name, within: (text, fruit) => open(fruit, text) },
            cell: (fruit) => open(fruit, fruit.name),
          },
        ]}
        rows={[long]}
        rowKey={(f) => f.id}
        loading={false}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: long.name }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(long);
  });
});
