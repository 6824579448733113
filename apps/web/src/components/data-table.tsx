import { Table } from '@mantine/core';
import { useRef, type Key, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { TPagedRows } from './paged-list-card.tsx';
import { RowActions, type TRowAction } from './row-actions.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { TableStatusRow } from './table-status-row.tsx';
import { gaveUp, useTableFit, type TFitStep } from './table-fit.ts';
import { TruncatedText } from './truncated-text.tsx';

export type TColumn<TRow> = {
  key: string;
  header: ReactNode;
  cell: (row: TRow, index: number) => ReactNode;
  /** Left out entirely, header and cells, e.g. the action column for someone who may not act. */
  hidden?: boolean;
  /**
   * What the list can do without, when it is short of room: 1 (the default) always shows; 3 hides first, 2
   * after the row actions are folded into a menu. On a phone every column shows again, in the row's card.
   */
  priority?: 1 | 2 | 3;
  /**
   * Long text (names, addresses, subjects): cut at this width, the whole in a tooltip. Replaces `cell` while a
   * table; `within` puts the cut text back into the control the cell draws (the button that opens the row). A
   * card shows `cell`, whole and wrapping.
   */
  truncate?: { maxWidth: number; text: (row: TRow) => string; within?: (text: ReactNode, row: TRow) => ReactNode };
  width?: number | string;
  /**
   * A few words that may take two lines rather than widen the table (a kind's name, a period): on one line
   * while the table has the room, wrapped once it is tightened (table-fit.ts), before it hides any column.
   */
  wrap?: boolean;
  /**
   * The label a card shows beside the cell, when `header` is not plain text (a "select all" checkbox must not be
   * repeated, hidden, in every card). An empty string shows none.
   */
  cardLabel?: string;
};

type TDataTableProps<TRow> = Omit<TPagedRows<TRow>, 'firstSerial'> & {
  columns: TColumn<TRow>[];
  rowKey: (row: TRow) => Key;
  /** The list position of the first row (the envelope's `from`); when given, a "#" column counts on from it. */
  firstSerial?: number;
  /** Names the table for screen readers. */
  label?: string;
  /**
   * What each row offers, drawn as the last column: buttons while they fit, else one menu; on a phone, at the
   * foot of the row's card. `header` heads the column; `rowName` names the row in its menu button's label
   * ("Actions: Acme LLC").
   */
  rowActions?: {
    header: ReactNode;
    of: (row: TRow) => TRowAction[];
    rowName: (row: TRow) => string;
  };
  /**
   * A click anywhere on the row. A mouse convenience only: a row is not focusable, so the table that passes this
   * must also give the row a real button or link for the keyboard.
   */
  onRowClick?: (row: TRow) => void;
};

// A click on a button or link inside a clickable row does its own thing; the row must not act a second time.
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, select, textarea') !== null;

/** A cut text gives up this share of its width when the table is short of room, down to NARROWEST_PX. */
const NARROWED = 0.6;
const NARROWEST_PX = 96;
/** The room on each side of a cell's content while the table is tightened (Mantine's is 10 px). */
const TIGHT_SPACING_PX = 6;

function truncated<TRow>(truncate: NonNullable<TColumn<TRow>['truncate']>, row: TRow, narrow: boolean): ReactNode {
  const maxWidth = narrow ? Math.max(NARROWEST_PX, Math.round(truncate.maxWidth * NARROWED)) : truncate.maxWidth;
  const text = <TruncatedText text={truncate.text(row)} maxWidth={maxWidth} />;
  return truncate.within ? truncate.within(text, row) : text;
}

/** The table's classes at a fit step: tightened, its `wrap` columns wrap; at the last step every cell does. */
const tableClasses = (step: TFitStep) =>
  [classes.table, gaveUp(step, 'tighten') && classes.tight, gaveUp(step, 'wrap') && classes.wrapping]
    .filter(Boolean)
    .join(' ');

const shownAt = (priority: TColumn<unknown>['priority'] = 1, step: TFitStep, cards: boolean) =>
  cards ||
  priority === 1 ||
  (priority === 2 && !gaveUp(step, 'hideMiddle')) ||
  (priority === 3 && !gaveUp(step, 'hideLow'));

/**
 * The striped table of a list, with its loading and "no data" row, that fits its box: columns declare their
 * priority and the table gives up what it can spare (useTableFit), and on a phone becomes one card per row.
 */
export function DataTable<TRow>({
  columns,
  rows,
  rowKey,
  firstSerial,
  loading,
  label,
  rowActions,
  onRowClick,
}: TDataTableProps<TRow>) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { step, cards } = useTableFit(box, rows);
  const shown = columns.filter((column) => !column.hidden && shownAt(column.priority, step, cards));
  const tight = !cards && gaveUp(step, 'tighten');
  const serial = firstSerial !== undefined;
  // The roles a browser may drop from a table drawn as blocks (the cards), said outright.
  const role = (name: string) => (cards ? { role: name } : {});
  const labelled = (header: ReactNode, content: ReactNode) =>
    cards && header !== '' ? (
      <>
        <span className={classes.cardLabel} aria-hidden>
          {header}
        </span>
        <div>{content}</div>
      </>
    ) : (
      content
    );

  return (
    <ScrollTable ref={box} label={label}>
      <Table
        striped={!cards}
        highlightOnHover={!cards}
        verticalSpacing="sm"
        horizontalSpacing={tight ? TIGHT_SPACING_PX : undefined}
        className={cards ? classes.cards : tableClasses(step)}
        aria-label={label}
        data-fit={cards ? 'cards' : `step-${step}`}
        {...role('table')}
      >
        <Table.Thead {...role('rowgroup')}>
          <Table.Tr {...role('row')}>
            {serial && <Table.Th {...role('columnheader')}>#</Table.Th>}
            {shown.map((column) => (
              <Table.Th key={column.key} w={cards ? undefined : column.width} {...role('columnheader')}>
                {column.header}
              </Table.Th>
            ))}
            {rowActions && <Table.Th {...role('columnheader')}>{rowActions.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody {...role('rowgroup')}>
          {!rows?.length ? (
            <TableStatusRow columns={shown.length + (serial ? 1 : 0) + (rowActions ? 1 : 0)} loading={loading} />
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
                {...role('row')}
              >
                {serial && <Table.Td {...role('cell')}>{labelled('#', firstSerial + index)}</Table.Td>}
                {shown.map((column) => (
                  <Table.Td
                    key={column.key}
                    className={column.wrap && !cards ? classes.wraps : undefined}
                    {...role('cell')}
                  >
                    {labelled(
                      column.cardLabel ?? column.header,
                      column.truncate && !cards ? truncated(column.truncate, row, tight) : column.cell(row, index),
                    )}
                  </Table.Td>
                ))}
                {rowActions && (
                  <Table.Td {...role('cell')}>
                    {labelled(
                      rowActions.header,
                      <RowActions
                        actions={rowActions.of(row)}
                        folded={!cards && gaveUp(step, 'fold')}
                        iconsOnly={tight}
                        wrap={cards}
                        menuLabel={t('common.rowActionsOf', { name: rowActions.rowName(row) })}
                      />,
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
