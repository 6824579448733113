import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * What a table gives up to fit its box, one step at a time, least missed first:
 * - `tighten`: nothing is lost yet: long texts (columns that `truncate`) are cut shorter, the whole still in
 *   their tooltip; row actions drawn with their text become their icons (named the same, the text in a
 *   tooltip); the cells stand closer together;
 * - `hideLow`: the priority-3 columns go;
 * - `fold`: the row actions fold into one menu;
 * - `hideMiddle`: the priority-2 columns go;
 * - `wrap`: the cells wrap between words, so the table still fits rather than scrolls sideways (a long word,
 *   an address or a Russian action's name, is the last thing that could make it scroll).
 */
export const FIT_STEPS = ['tighten', 'hideLow', 'fold', 'hideMiddle', 'wrap'] as const;
export type TFitMeasure = (typeof FIT_STEPS)[number];
/** How many of FIT_STEPS the table has taken: 0 shows everything. */
export type TFitStep = number;

/** True when the table, at `step`, has given up what `measure` names. */
export const gaveUp = (step: TFitStep, measure: TFitMeasure) => step > FIT_STEPS.indexOf(measure);

/** Narrower than this (a phone), a table turns into one card per row: nothing is hidden, nothing scrolls. */
export const CARDS_BELOW_PX = 520;

export type TTableFit = { step: TFitStep; cards: boolean };

/**
 * Measures the table's box and steps down (FIT_STEPS) while its content is wider than the box, and back up
 * when the box grows wide enough for what the previous step showed. Each step is measured before the browser
 * paints (a layout effect), so nobody sees the overflowing table. `content` names what the table shows (its
 * rows): new rows start again from everything, as they may be narrower or wider than the last ones.
 * jsdom has no layout nor ResizeObserver: there the table shows everything, as a table.
 */
export function useTableFit(box: RefObject<HTMLElement | null>, content: unknown): TTableFit {
  const [fit, setFit] = useState<TTableFit>({ step: 0, cards: false });
  // The width each step needed when it did not fit: the box must reach it again before that step returns.
  const needed = useRef<number[]>([]);
  const lastContent = useRef(content);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // New rows: start again from everything (then step down again before the paint, if need be).
    let restart = lastContent.current !== content;
    lastContent.current = content;
    if (restart) needed.current = [];
    const measure = () => {
      const width = element.clientWidth;
      if (width === 0) return;
      const cards = width < CARDS_BELOW_PX;
      const fresh = restart;
      restart = false;
      setFit((current) => {
        if (fresh && current.step !== 0) return { cards, step: 0 };
        if (cards !== current.cards) return { step: current.step, cards };
        if (cards) return current;
        if (element.scrollWidth > width + 1 && current.step < FIT_STEPS.length) {
          needed.current[current.step] = element.scrollWidth;
          return { cards, step: current.step + 1 };
        }
        const previous = current.step - 1;
        if (previous >= 0 && width >= (needed.current[previous] ?? Infinity)) {
          return { cards, step: previous };
        }
        return current;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, content, fit]);

  return fit;
}
