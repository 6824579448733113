import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TSortableCardProps = {
  id: string;
  /** Names the item in the buttons' labels ("Move “Dependents” up"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Beside the handle and buttons (the section's title, the question's label). */
  header: ReactNode;
  children: ReactNode;
  level: 'section' | 'question';
};

/**
 * An item of a reorderable list: dragged by its handle (with the mouse, a finger, or the keyboard: Space or Enter
 * on the handle, the arrows, Space again), or moved one place at a time with its up and down buttons.
 */
export function SortableCard({
  id,
  name,
  index,
  count,
  onMove,
  onRemove,
  header,
  children,
  level,
}: TSortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={level === 'section' ? 'md' : 'sm'}
      bg={level === 'question' ? 'var(--mantine-color-body)' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" mb="xs">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('organizers.builder.drag', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>{header}</div>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('organizers.builder.moveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('organizers.builder.moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('organizers.builder.remove', { name })}
            disabled={count === 1}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
