import { useEffect, useState, type RefObject } from 'react';

/** Until a layout exists (first paint, jsdom) pages are laid out at this width; ResizeObserver corrects it. */
const FALLBACK_WIDTH = 800;

/** The width of `ref`'s box, followed as it changes (a phone turned, the sidebar collapsed). */
export function useFitWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
