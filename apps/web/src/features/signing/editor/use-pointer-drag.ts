import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * Follows one pointer from press to release and reports how far it went in screen pixels. The element keeps
 * the pointer (setPointerCapture), so a fast drag that leaves the field still moves it.
 */
export function startPointerDrag(
  event: ReactPointerEvent<HTMLElement>,
  onMove: (dx: number, dy: number) => void,
  onEnd: () => void,
) {
  event.preventDefault();
  event.stopPropagation();
  const target = event.currentTarget;
  const startX = event.clientX;
  const startY = event.clientY;
  target.setPointerCapture?.(event.pointerId);
  const move = (e: PointerEvent) => onMove(e.clientX - startX, e.clientY - startY);
  const end = () => {
    target.removeEventListener('pointermove', move);
    target.removeEventListener('pointerup', end);
    target.removeEventListener('pointercancel', end);
    onEnd();
  };
  target.addEventListener('pointermove', move);
  target.addEventListener('pointerup', end);
  target.addEventListener('pointercancel', end);
}
