import { Table } from '@mantine/core';
import type { Key, MouseEvent, ReactNode } from 'react';
import type { TPagedRows } from './paged-list-card.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { TableStatusRow } from './table-status-row.tsx';

export type TColumn<TRow> = {
  key: string;
  header: ReactNode;
  cell: (row: TRow, index: number) => ReactNode;
  /** Left out entirely, header and cells, e.g. the action column for someone who may not act. */
  hidden?: boolean;
  width?: number | string;
};

type TDataTableProps<TRow> = Omit<TPagedRows<TRow>, 'firstSerial'> & {
  columns: TColumn<TRow>[];
  rowKey: (row: TRow) => Key;
  /** The list position of the first row (the envelope's `from`); when given, a "#" column counts on from it. */
  firstSerial?: number;
  /** Below this width the table scrolls sideways inside its box instead of squeezing the columns (phones). */
  minWidth: number;
  /** Names the table (and its scrolling box) for screen readers. */
  label?: string;
  /**
   * A click anywhere on the row. A mouse convenience only: a row is not focusable, so the table that passes this
   * must also give the row a real button or link for the keyboard.
   */
  onRowClick?: (row: TRow) => void;
};

// A click on a button or link inside a clickable row does its own thing; the row must not act a second time.
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, select, textarea') !== null;

/** The striped, sideways-scrolling table of a paged list, with its loading and "no data" row. */
export function DataTable<TRow>({
  columns,
  rows,
  rowKey,
  firstSerial,
  loading,
  minWidth,
  label,
  onRowClick,
}: TDataTableProps<TRow>) {
  const shown = columns.filter((column) => !column.hidden);
  const serial = firstSerial !== undefined;
  return (
    <ScrollTable minWidth={minWidth} label={label}>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {serial && <Table.Th>#</Table.Th>}
            {shown.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows?.length ? (
            <TableStatusRow columns={shown.length + (serial ? 1 : 0)} loading={loading} />
          ) : (
            rows.map((row, index) => (
              <Table.Tr
                key={rowKey(row)}
                onClick={
                  onRowClick &&
                  ((event) => {
                    if (!fromControl(event)) onRowClick(row);
                  })
                }
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {serial && <Table.Td>{firstSerial + index}</Table.Td>}
                {shown.map((column) => (
                  <Table.Td key={column.key}>{column.cell(row, index)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
