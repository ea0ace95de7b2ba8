import type { BlockAdminFragment } from '../../../../generated/client/graphql';
import { ConfirmButton } from '../kit/ConfirmButton';
import { useAdminT } from '../i18n/useAdminT';
import { DragHandle } from '../kit/sortable/DragHandle';
import { useSortableItem } from '../kit/sortable/useSortableItem';
import { BlockForm } from './BlockForm';

interface Props {
  pageId: string;
  block: BlockAdminFragment;
  index: number;
  count: number;
  name: string;
  busy: boolean;
  editing: boolean;
  onEditing: (open: boolean) => void;
  onMove: (delta: -1 | 1) => void;
  onActive: (active: boolean) => void;
  onDelete: () => void;
  onSaved: () => void;
}

/** One block of the page's list: its drag handle, title, state and actions, and its form while edited. */
export function BlockCard({ pageId, block, index, count, name, busy, editing, onEditing, onMove, onActive, onDelete, onSaved }: Props) {
  const t = useAdminT();
  const sortable = useSortableItem(block.id);
  return (
    <li ref={sortable.ref} style={sortable.style} className={`block-card${block.active ? '' : ' is-inactive'}`} data-testid={`block-${block.id}`}>
      <div className="block-head">
        <DragHandle handle={sortable.handle} name={name} disabled={busy} />
        <h3>
          {index + 1}. {name}
        </h3>
        <span className={`admin-state admin-state-${block.state.toLowerCase()}`}>{t(`state.${block.state}`)}</span>
        <div className="block-actions">
          <button type="button" id={`block-up-${block.id}`} className="button" aria-label={t('admin.pages.blocks.moveUp', { name })} disabled={index === 0 || busy} onClick={() => onMove(-1)}>
            ↑
          </button>
          <button type="button" id={`block-down-${block.id}`} className="button" aria-label={t('admin.pages.blocks.moveDown', { name })} disabled={index === count - 1 || busy} onClick={() => onMove(1)}>
            ↓
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onActive(!block.active)}>
            {t(block.active ? 'admin.pages.blocks.deactivate' : 'admin.pages.blocks.activate', { name })}
          </button>
          <button type="button" className="button" aria-expanded={editing} onClick={() => onEditing(!editing)}>
            {t('admin.pages.blocks.edit', { name })}
          </button>
          <ConfirmButton label={t('admin.pages.blocks.delete', { name })} question={t('admin.pages.blocks.deleteQuestion', { name })} pending={busy} onConfirm={onDelete} />
        </div>
      </div>
      {editing && <BlockForm pageId={pageId} block={block} type={block.type} onSaved={onSaved} onCancel={() => onEditing(false)} />}
    </li>
  );
}
