import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { useAdminT } from '../../i18n/useAdminT';

/**
 * An item of a SortableGroup: `ref` and `style` go on the element that moves, `handle` on its
 * DragHandle (the only place a drag starts, so the item's links and buttons keep working).
 */
export function useSortableItem(id: string) {
  const t = useAdminT();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('admin.sortable.role') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
  };
  return { ref: setNodeRef, style, isDragging, handle: { ref: setActivatorNodeRef, attributes, listeners } };
}

export type SortableHandle = ReturnType<typeof useSortableItem>['handle'];
