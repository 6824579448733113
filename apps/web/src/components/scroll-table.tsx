import { Table } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';

type TScrollTableProps = {
  /**
   * Below this width the table scrolls sideways inside its box instead of squeezing its columns. A DataTable
   * gives none: it fits its box by its columns' priorities instead, and scrolls only as a last resort.
   */
  minWidth?: number;
  /** The box itself, for a table that measures whether it fits. */
  ref?: Ref<HTMLDivElement | null>;
  /** Names the box for screen readers while it is a focusable scrolling region. */
  label?: string;
  children: ReactNode;
};

/**
 * The sideways-scrolling box around a wide table. While its content is wider than the box, the box joins the
 * Tab order (with the focus ring), so keyboard users can scroll it with the arrow keys (WCAG 2.1.1); when
 * everything fits it is a plain box and adds no Tab stop.
 */
export function ScrollTable({ minWidth, label, ref: outerRef, children }: TScrollTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(outerRef, () => ref.current as HTMLDivElement, []);
  const scrolls = useScrollsSideways(ref);
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth ?? 0}
      type="native"
      className="mantine-focus-auto"
      tabIndex={scrolls ? 0 : undefined}
      // A named region is announced as a landmark; an unnamed one would only be noise.
      {...(scrolls && label ? { role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/** True while the element's content is wider than the element; follows resizes of both. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    // jsdom has no layout (nor ResizeObserver): there nothing ever scrolls.
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The table itself grows as rows arrive, past the inner box's minimum width.
    for (const inner of box.querySelectorAll(':scope > div, table')) observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
