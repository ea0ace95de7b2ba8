import { useAdminT } from '../../i18n/useAdminT';
import type { SortableHandle } from './useSortableItem';

/**
 * The button an item is dragged by: a pointer or touch drag from it, or Space/Enter and the arrow
 * keys once it has focus (the group's instructions are read with its name).
 */
export function DragHandle({ handle, name, disabled = false }: { handle: SortableHandle; name: string; disabled?: boolean }) {
  const t = useAdminT();
  return (
    <button
      type="button"
      ref={handle.ref}
      className="sortable-handle"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={t('admin.sortable.handle', { name })}
      title={t('admin.sortable.handle', { name })}
      disabled={disabled}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
