import { Portal, Tooltip, type TooltipProps } from '@mantine/core';
import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

type TTargetEvent = MouseEvent<HTMLElement> | FocusEvent<HTMLElement>;

type THoverHintOptions = {
  /** Asked when the pointer or focus arrives: whether this control needs its tooltip now (a label cut short). */
  needed?: (target: HTMLElement) => boolean;
  position?: TooltipProps['position'];
};

/**
 * A tooltip for a control that is always on screen (the shell's sidebar entries and top-bar buttons), made only
 * while the pointer or focus is on it. A Mantine Tooltip around each control sets up floating-ui as the shell
 * mounts and changes state inside React's commit, which made React run the whole page's pending effects and a
 * second render in the same long task (issue 36: 90 ms of the dashboard's blocked main thread at 4× CPU for the
 * sidebar alone). The control stays the same element whether its tooltip shows or not, so focus never moves.
 *
 * Spread `handlers` on the control and render `hint` beside it.
 */
export function useHoverHint(label: string, { needed = () => true, position = 'bottom' }: THoverHintOptions = {}) {
  const [at, setAt] = useState<DOMRect | null>(null);
  const show = (event: TTargetEvent) => {
    const target = event.currentTarget;
    setAt(needed(target) ? target.getBoundingClientRect() : null);
  };
  // Stable, so the open tooltip's scroll and resize listeners are added once, not on every render of the control.
  const hide = useCallback(() => setAt(null), []);
  const handlers = {
    onMouseEnter: show,
    onFocus: show,
    onMouseLeave: hide,
    onBlur: hide,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') hide();
    },
  };
  const hint = at ? <HoverHint label={label} at={at} position={position} onGone={hide} /> : null;
  return { handlers, hint };
}

type THoverHintProps = { label: string; at: DOMRect; position: TooltipProps['position']; onGone: () => void };

/**
 * Mantine's own Tooltip, opened, on a still stand-in laid over the control: the same look, arrow and theme as
 * every other tooltip. The stand-in does not follow a scroll, so any scroll closes the tooltip.
 */
function HoverHint({ label, at, position, onGone }: THoverHintProps) {
  useEffect(() => {
    window.addEventListener('scroll', onGone, true);
    window.addEventListener('resize', onGone);
    return () => {
      window.removeEventListener('scroll', onGone, true);
      window.removeEventListener('resize', onGone);
    };
  }, [onGone]);
  return (
    <Portal>
      <Tooltip label={label} position={position} withArrow opened>
        <span
          aria-hidden
          style={{
            position: 'fixed',
            top: at.top,
            left: at.left,
            width: at.width,
            height: at.height,
            pointerEvents: 'none',
          }}
        />
      </Tooltip>
    </Portal>
  );
}
