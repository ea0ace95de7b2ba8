import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
import { useAdminT, type AdminT } from '../../i18n/useAdminT';
import './sortable.css';

interface Props {
  /** The items' ids in their order. */
  ids: readonly string[];
  /** An item's name as the announcements read it. */
  nameOf: (id: string) => string;
  /** The new order after a drop that moved `movedId`; not called when nothing moved. */
  onReorder: (ids: string[], movedId: string) => void;
  /** A list of rows (up and down) or a grid of tiles (every direction). */
  layout?: 'list' | 'grid';
  disabled?: boolean;
  children: ReactNode;
}

/** A pointer must move this far before a press becomes a drag, so a tap or click on a handle stays one. */
const DRAG_DISTANCE_PX = 6;

/**
 * One list whose items are reordered by dragging their handle (mouse, touch, pen) or from the
 * keyboard: focus a handle, Space or Enter to lift, the arrow keys to move, Space or Enter to drop,
 * Escape to cancel. Each step is announced to screen readers in the admin's language. Items use
 * `useSortableItem`; an item moves only among this group's items (a tree nests one group per parent).
 */
export function SortableGroup({ ids, nameOf, onReorder, layout = 'list', disabled = false, children }: Props) {
  const t = useAdminT();
  // The place last announced: dnd-kit reports the lifted item over its own place at once, which
  // would otherwise replace "picked up" before a screen reader has read it.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...ids], from, to), String(active.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(t, ids, nameOf, lastOver),
        screenReaderInstructions: { draggable: t('admin.sortable.instructions') },
        // Its live region and instructions go to the body: a group may sit inside a table's tbody.
        container: document.body,
      }}
    >
      <SortableContext items={ids as string[]} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a screen reader hears while an item is lifted, moved, dropped or put back (places count from 1). */
function announcements(t: AdminT, ids: readonly string[], nameOf: (id: string) => string, lastOver: { current: UniqueIdentifier | null }): Announcements {
  const place = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const words = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({ name: nameOf(String(id)), position: place(at), count: ids.length });
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('admin.sortable.picked', words(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      const at = over?.id ?? null;
      if (at === lastOver.current) return undefined;
      lastOver.current = at;
      return over ? t('admin.sortable.over', words(active.id, over.id)) : t('admin.sortable.outside', words(active.id, active.id));
    },
    onDragEnd: ({ active, over }) => (over ? t('admin.sortable.dropped', words(active.id, over.id)) : t('admin.sortable.cancelled', words(active.id, active.id))),
    onDragCancel: ({ active }) => t('admin.sortable.cancelled', words(active.id, active.id)),
  };
}
