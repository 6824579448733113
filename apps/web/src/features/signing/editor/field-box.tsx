import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPageSize } from '../pdf/pdf-document.tsx';
import { KEY_STEP, moveBy, resizeBy, toPoints, type TPlacedField } from './field-geometry.ts';
import { signerColor } from './signer-colors.ts';
import { startPointerDrag } from './use-pointer-drag.ts';

type TProps = {
  field: TPlacedField;
  page: TPageSize;
  /** Pixels per PDF point on screen. */
  scale: number;
  signerName: string;
  selected: boolean;
  onSelect: () => void;
  onChange: (field: TPlacedField) => void;
  onDelete: () => void;
};

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A placed field: drag it to move, drag its corner to resize; focused, the arrow keys move it, Shift+arrows
 * resize it (Ctrl/⌘ for ten times the step), Delete removes it.
 */
export function FieldBox({ field, page, scale, signerName, selected, onSelect, onChange, onDelete }: TProps) {
  const { t } = useTranslation();
  const color = signerColor(field.signer_position);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return onDelete();
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = KEY_STEP * (event.ctrlKey || event.metaKey ? 10 : 1);
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    onChange(event.shiftKey ? resizeBy(field, dx, dy, page) : moveBy(field, dx, dy, page));
  };

  const drag = (mode: 'move' | 'resize') => (event: React.PointerEvent<HTMLElement>) => {
    // The drag's preventDefault keeps text from being selected, and with it the focus from moving: move it here,
    // so the keys act on the field the mouse just took.
    event.currentTarget.closest<HTMLElement>('[role="button"]')?.focus();
    onSelect();
    const original = field;
    startPointerDrag(
      event,
      (dx, dy) => {
        const [px, py] = [toPoints(dx, scale), toPoints(dy, scale)];
        onChange(mode === 'move' ? moveBy(original, px, py, page) : resizeBy(original, px, py, page));
      },
      () => {},
    );
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={t('signing.editor.fieldLabel', {
        kind: t(`signing.kinds.${field.kind}`),
        signer: signerName,
        page: field.page,
      })}
      aria-describedby="signing-editor-keys"
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={drag('move')}
      style={{
        position: 'absolute',
        left: field.x * scale,
        top: field.y * scale,
        width: field.width * scale,
        height: field.height * scale,
        border: `2px ${selected ? 'solid' : 'dashed'} var(--mantine-color-${color}-6)`,
        background: `color-mix(in srgb, var(--mantine-color-${color}-2) 60%, transparent)`,
        fontSize: Math.max(9, Math.min(13, field.height * scale * 0.5)),
        overflow: 'hidden',
        cursor: 'move',
        touchAction: 'none',
        userSelect: 'none',
        padding: '0 4px',
        lineHeight: `${field.height * scale - 4}px`,
        whiteSpace: 'nowrap',
      }}
    >
      {field.kind === 'checkbox' ? '' : t(`signing.kinds.${field.kind}`)}
      <span
        aria-hidden
        onPointerDown={drag('resize')}
        style={{
          position: 'absolute',
          right: -1,
          bottom: -1,
          width: 10,
          height: 10,
          background: `var(--mantine-color-${color}-6)`,
          cursor: 'nwse-resize',
        }}
      />
    </div>
  );
}
