import { Text, type TextProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

type TClampedNameProps = Omit<TextProps, 'lineClamp' | 'truncate'> & {
  text: string;
  /** How many lines the name may take before it is cut with "…". */
  lines?: number;
  /**
   * Shows the whole name on a tap (or Enter), and folds it again on the next. Off where the name sits inside a
   * link or button of its own (a folder's name opens the folder): a control inside a control would be neither.
   */
  expandable?: boolean;
};

/**
 * A name (a file's, a company's) on a narrow screen: it wraps, anywhere if it must, over at most `lines` lines,
 * so "Chase checking account statement-2026-10.pdf" is never "Chase checkin…" with no way to read the rest.
 * A name longer than that is cut at the end, and becomes a button that shows it whole (the whole name is always
 * in the page for screen readers and search: only the drawing is cut). A name that fits is plain text.
 */
export function ClampedName({ text, lines = 2, expandable = true, style, ...textProps }: TClampedNameProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [whole, setWhole] = useState(false);
  const cut = useIsCut(ref, text, whole);
  const toggles = expandable && (cut || whole);
  const toggle = () => setWhole((shown) => !shown);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };
  return (
    // A span, so it may sit inside a link (a folder's name); drawn as a block either way (the clamp's own display
    // while cut).
    <Text
      ref={ref}
      component="span"
      lineClamp={whole ? undefined : lines}
      title={text}
      style={{
        display: whole ? 'block' : undefined,
        overflowWrap: 'anywhere',
        cursor: toggles ? 'pointer' : undefined,
        ...style,
      }}
      {...(toggles
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-expanded': whole,
            onClick: toggle,
            onKeyDown,
            className: 'mantine-focus-auto',
          }
        : {})}
      {...textProps}
    >
      {text}
    </Text>
  );
}

/** True while the element's text is cut (taller or wider inside than its box); follows resizes. */
function useIsCut(ref: RefObject<HTMLElement | null>, text: string, whole: boolean): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom has no layout: there nothing is ever cut.
    if (!element || whole) return;
    const measure = () =>
      setCut(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, whole]);
  return cut;
}
