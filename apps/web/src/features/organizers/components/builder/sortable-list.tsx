import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TSortableListProps = {
  ids: string[];
  onMove: (from: number, to: number) => void;
  /** Names an item for the announcements a screen reader reads while dragging. */
  nameOf: (id: string) => string;
  children: ReactNode;
};

/** A vertical list reordered by drag, with the pointer or the keyboard (dnd-kit's sensors), announced in the user's language. */
export function SortableList({ ids, onMove, nameOf, children }: TSortableListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small move before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('organizers.builder.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('organizers.builder.dragStart', { name: nameOf(String(active.id)) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('organizers.builder.dragOver', { name: nameOf(String(active.id)), position: position(over.id) })
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? t('organizers.builder.dragEnd', { name: nameOf(String(active.id)), position: position(over.id) })
              : '',
          onDragCancel: ({ active }) => t('organizers.builder.dragCancel', { name: nameOf(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
