import { cellFigures, type TCompletenessCell } from '@ledgerport/contract';
import { memo } from 'react';
import { CELL_LOOKS } from './cell-status.ts';
import classes from './matrix.module.css';

type TProps = {
  cell: TCompletenessCell;
  row: number;
  col: number;
  label: string;
  tabStop: boolean;
};

/**
 * One cell: its status icon and "received/expected" on the status colour. The accessible name says it all in
 * words (tenant, period, status, figures); the grid's keyboard handler and click handler find the cell by its
 * data-row / data-col.
 */
export const MatrixCell = memo(function MatrixCell({ cell, row, col, label, tabStop }: TProps) {
  const { status, received, expected } = cellFigures(cell);
  const look = CELL_LOOKS[status];
  const Icon = look.icon;
  return (
    <td
      role="gridcell"
      className={classes.cell}
      data-row={row}
      data-col={col}
      data-status={status}
      style={{ '--cell-color': `var(--mantine-color-${look.color}-light)` } as React.CSSProperties}
      tabIndex={tabStop ? 0 : -1}
      aria-label={label}
    >
      <span className={classes.cellContent} aria-hidden>
        <Icon
          size={14}
          className={classes.cellIcon}
          style={{ color: `var(--mantine-color-${look.color}-light-color)` }}
        />
        {status === 'NOT_EXPECTED' ? '' : `${received}/${expected}`}
      </span>
    </td>
  );
});
