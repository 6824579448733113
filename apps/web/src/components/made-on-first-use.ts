import { useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A menu or popover on a control that is always on screen (the top bar's bell, account and language menus) is
 * made on the control's first use, not as the page mounts. Mounted with the shell, each set up floating-ui and
 * changed state inside React's commit, which made React run all the page's pending effects and a second render
 * in the same long task (issue 36). Until then a plain button of the same look stands in.
 */
export function useMadeOnFirstUse() {
  const [made, setMade] = useState<{ takeFocus: boolean } | null>(null);
  const make = (event: MouseEvent<HTMLElement>) =>
    setMade({ takeFocus: document.activeElement === event.currentTarget });
  return { made, make };
}

/**
 * For the menu made on first use: mounts open, as the click that made it asked. It takes the focus first when
 * the stand-in had it, then opens: Mantine gives the focus back on close to what held it when the menu opened.
 */
export function useOpenedOnMount<T extends HTMLElement>(takeFocus: boolean, open: () => void) {
  const target = useRef<T>(null);
  const openRef = useRef(open);
  useEffect(() => {
    if (takeFocus) target.current?.focus();
    const frame = requestAnimationFrame(() => openRef.current());
    return () => cancelAnimationFrame(frame);
  }, [takeFocus]);
  return target;
}
