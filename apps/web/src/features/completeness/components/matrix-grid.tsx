import {
  cellFigures,
  type TCompletenessCell,
  type TCompletenessPeriod,
  type TCompletenessRow,
} from '@ledgerport/contract';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MatrixCell } from './matrix-cell.tsx';
import classes from './matrix.module.css';
import { usePeriodLabel } from './period-label.ts';

/** Every row has the same height, so the grid can lay out 2,000 rows while drawing only the few in view. */
const ROW_HEIGHT = 44;
/** The sticky header row's height (matrix.module.css): rows start below it, and scrolling to one keeps it clear. */
const HEADER_HEIGHT = 36;
const PAGE_ROWS = 10;
const SCREENFUL = { width: 1024, height: 640 };

type TPosition = { row: number; col: number };
type TProps = {
  periods: TCompletenessPeriod[];
  rows: TCompletenessRow[];
  /** The firm's today ('YYYY-MM-DD'): the grid opens scrolled to the period holding it (or the last before it). */
  today: string;
  onOpen: (row: TCompletenessRow, period: TCompletenessPeriod) => void;
};

/**
 * Tenants × periods as an ARIA grid. Only the rows near the scroll position are in the document (spacer rows
 * stand for the rest; aria-rowcount / aria-rowindex say where each drawn row sits). One cell is the Tab stop;
 * arrows, Home/End (Ctrl: first/last tenant) and Page Up/Down move it, scrolling as needed; Enter or Space
 * (or a click) opens the cell's items.
 */
export function MatrixGrid({ periods, rows, today, onOpen }: TProps) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  const scrollRef = useRef<HTMLDivElement>(null);
  useNewestInView(scrollRef, periods, today);
  const [active, setActive] = useState<TPosition>({ row: 0, col: 0 });
  const [focusWanted, setFocusWanted] = useState(false);
  // The grid draws anew on every scroll by design (the virtualizer's state is not memoisable); the cells are
  // memoised themselves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // A box with no size yet (not laid out, or a browser-less test): draw as if it showed a screenful.
    initialRect: SCREENFUL,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : SCREENFUL)),
  });
  const drawn = virtualizer.getVirtualItems();
  const spaceAbove = (drawn[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const spaceBelow = Math.max(0, virtualizer.getTotalSize() - (drawn.at(-1)?.end ?? HEADER_HEIGHT));
  // The Tab stop stays reachable when the active row has scrolled out of the drawn ones.
  const activeDrawn = drawn.some((item) => item.index === active.row);
  const tabStop = activeDrawn ? active : { row: drawn[0]?.index ?? 0, col: active.col };

  // The grid shrank under the active cell (another filter): keep it inside.
  const row = Math.min(active.row, Math.max(0, rows.length - 1));
  const col = Math.min(active.col, Math.max(0, periods.length - 1));
  if (row !== active.row || col !== active.col) setActive({ row, col });

  useEffect(() => {
    if (!focusWanted) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`);
    if (cell) {
      cell.focus({ preventScroll: false });
      setFocusWanted(false);
    }
  }, [active, focusWanted, drawn]);

  const moveTo = (next: TPosition) => {
    const target = {
      row: Math.max(0, Math.min(rows.length - 1, next.row)),
      col: Math.max(0, Math.min(periods.length - 1, next.col)),
    };
    setActive(target);
    setFocusWanted(true);
    virtualizer.scrollToIndex(target.row, { align: 'auto' });
  };

  const positionOf = (target: EventTarget) => {
    const cell = target instanceof Element ? target.closest<HTMLElement>('[data-row][data-col]') : null;
    return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
  };

  // Formatted once per column, not once per cell drawn.
  const headings = useMemo(() => periods.map((period) => periodLabel(period.key)), [periods, periodLabel]);
  const cellLabel = (tenant: string, col: number, cell: TCompletenessCell) => {
    const { status, received, expected } = cellFigures(cell);
    return t('completeness.cellLabel', {
      tenant,
      period: headings[col],
      status: t(`completeness.statuses.${status}`),
      received,
      expected,
    });
  };

  const open = (at: TPosition) => onOpen(rows[at.row]!, periods[at.col]!);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = positionOf(event.target);
    if (!at) return;
    const moves: Record<string, TPosition> = {
      ArrowUp: { row: at.row - 1, col: at.col },
      ArrowDown: { row: at.row + 1, col: at.col },
      ArrowLeft: { row: at.row, col: at.col - 1 },
      ArrowRight: { row: at.row, col: at.col + 1 },
      PageUp: { row: at.row - PAGE_ROWS, col: at.col },
      PageDown: { row: at.row + PAGE_ROWS, col: at.col },
      Home: event.ctrlKey ? { row: 0, col: 0 } : { row: at.row, col: 0 },
      End: event.ctrlKey ? { row: rows.length - 1, col: periods.length - 1 } : { row: at.row, col: periods.length - 1 },
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setActive(at);
      open(at);
    } else if (moves[event.key]) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    }
  };

  const onClick = (event: MouseEvent) => {
    const at = positionOf(event.target);
    if (!at) return;
    setActive(at);
    open(at);
  };

  return (
    <div ref={scrollRef} className={classes.viewport} data-testid="matrix-viewport">
      <table
        role="grid"
        aria-label={t('completeness.gridLabel')}
        aria-rowcount={rows.length + 1}
        aria-colcount={periods.length + 1}
        className={classes.grid}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={classes.tenantHead}>
              {t('completeness.tenant')}
            </th>
            {periods.map((period, c) => (
              <th key={period.key} scope="col" className={classes.head}>
                {headings[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spaceAbove > 0 && (
            <tr aria-hidden style={{ height: spaceAbove }}>
              <td colSpan={periods.length + 1} />
            </tr>
          )}
          {drawn.map((item) => {
            const tenant = rows[item.index]!;
            return (
              <tr key={tenant.tenant_uuid} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                <th scope="row" className={classes.tenant}>
                  {tenant.tenant_name}
                  {tenant.responsible && <span className={classes.responsible}>{tenant.responsible.name}</span>}
                </th>
                {tenant.cells.map((cell, c) => (
                  <MatrixCell
                    key={periods[c]!.key}
                    cell={cell}
                    row={item.index}
                    col={c}
                    tabStop={tabStop.row === item.index && tabStop.col === c}
                    label={cellLabel(tenant.tenant_name, c, cell)}
                  />
                ))}
              </tr>
            );
          })}
          {spaceBelow > 0 && (
            <tr aria-hidden style={{ height: spaceBelow }}>
              <td colSpan={periods.length + 1} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The newest period is what staff open the grid for: on open, and when the columns change, the grid scrolls
 * sideways until the column holding today (or the last one before it) is in view at its right edge, the tenant
 * column still pinned on the left.
 */
function useNewestInView(scrollRef: RefObject<HTMLDivElement | null>, periods: TCompletenessPeriod[], today: string) {
  const newest = periods.findLastIndex((period) => period.start <= today);
  useLayoutEffect(() => {
    const viewport = scrollRef.current;
    const head = viewport?.querySelectorAll<HTMLElement>('thead th')[newest + 1];
    if (!viewport || !head || newest < 0) return;
    viewport.scrollLeft = Math.max(0, head.offsetLeft + head.offsetWidth - viewport.clientWidth);
  }, [scrollRef, periods, newest]);
}
