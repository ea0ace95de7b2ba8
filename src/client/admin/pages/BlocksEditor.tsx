import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { BlockAdminFragment, BlockType } from '../../../../generated/client/graphql';
import {
  getAdminPageQueryKey,
  useDeleteBlockMutation,
  useSortBlocksMutation,
  useUpsertBlockMutation,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { BlockCard } from './BlockCard';
import { BlockForm } from './BlockForm';
import { BLOCK_TYPES, contentWithoutTexts } from './block-form';
import { moveInList } from './page-order';

/**
 * A page's design blocks in order: add one of any kind, edit, switch on/off, reorder (SortBlocks) by
 * dragging a block's handle, from the keyboard on it, or with ↑ ↓, delete after confirming.
 */
export function BlocksEditor({ pageId, blocks }: { pageId: string; blocks: readonly BlockAdminFragment[] }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const sort = useSortBlocksMutation();
  const toggle = useUpsertBlockMutation();
  const remove = useDeleteBlockMutation();
  const [newType, setNewType] = useState<BlockType>('TEXT');
  const [adding, setAdding] = useState<BlockType | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  // The order being saved, shown until the page's blocks are read again.
  const [saving, setSaving] = useState<string[] | null>(null);
  const byPosition = [...blocks].sort((a, b) => a.position - b.position);
  const ordered = saving ? saving.flatMap((id) => byPosition.filter((block) => block.id === id)) : byPosition;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminPageQueryKey({ id: pageId }) });
  const nameOf = (block: BlockAdminFragment) =>
    t('admin.pages.blocks.name', { type: t(`admin.pages.blocks.type.${block.type}`), title: block.title || t('admin.pages.blocks.untitled') });

  const saveOrder = (ids: string[], focusId?: string) => {
    setSaving(ids);
    sort.mutate(
      { page_id: pageId, ids },
      {
        onSuccess: async ({ sortBlocks }) => {
          if (sortBlocks.success) {
            toast.success(t('admin.pages.blocks.sorted'));
            await refresh();
          }
          setSaving(null);
          if (sortBlocks.success && focusId) document.getElementById(focusId)?.focus();
        },
        onError: () => setSaving(null),
      },
    );
  };

  const move = (block: BlockAdminFragment, delta: -1 | 1) => {
    const ids = moveInList(ordered.map((row) => row.id), block.id, delta);
    if (ids) saveOrder(ids, `block-${delta < 0 ? 'up' : 'down'}-${block.id}`);
  };

  const setActive = (block: BlockAdminFragment, active: boolean) =>
    toggle.mutate(
      // Only the switch changes: no heading or texts are sent, so none is written over in any language.
      { id: block.id, page_id: pageId, type: block.type, active, content: contentWithoutTexts(block) },
      {
        onSuccess: ({ upsertBlock }) => {
          toast.success(t(upsertBlock.active ? 'admin.pages.blocks.activated' : 'admin.pages.blocks.deactivated', { name: nameOf(upsertBlock) }));
          void refresh();
        },
      },
    );

  const onDelete = (block: BlockAdminFragment) => {
    const name = nameOf(block);
    remove.mutate(
      { id: block.id },
      {
        onSuccess: ({ deleteBlock }) => {
          if (!deleteBlock.success) return;
          toast.success(t('admin.pages.blocks.deleted', { name }));
          void refresh();
        },
      },
    );
  };

  const refused = remove.data && !remove.data.deleteBlock.success ? remove.data.deleteBlock.error : sort.data && !sort.data.sortBlocks.success ? sort.data.sortBlocks.error : null;
  const busy = sort.isPending || toggle.isPending || remove.isPending;

  return (
    <section className="blocks-editor" aria-labelledby={`blocks-${pageId}-title`}>
      <h2 id={`blocks-${pageId}-title`}>{t('admin.pages.blocks.title')}</h2>
      <ErrorBox error={sort.error ?? toggle.error ?? remove.error} message={refused ?? undefined} />
      {ordered.length === 0 ? (
        <p className="empty">{t('admin.pages.blocks.empty')}</p>
      ) : (
        <SortableGroup ids={ordered.map((block) => block.id)} nameOf={(id) => nameOf(ordered.find((block) => block.id === id)!)} disabled={busy} onReorder={(ids) => saveOrder(ids)}>
          <ol className="blocks-list">
            {ordered.map((block, index) => (
              <BlockCard
                key={block.id}
                pageId={pageId}
                block={block}
                index={index}
                count={ordered.length}
                name={nameOf(block)}
                busy={busy}
                editing={editing === block.id}
                onEditing={(open) => setEditing(open ? block.id : null)}
                onMove={(delta) => move(block, delta)}
                onActive={(active) => setActive(block, active)}
                onDelete={() => onDelete(block)}
                onSaved={() => {
                  setEditing(null);
                  void refresh();
                }}
              />
            ))}
          </ol>
        </SortableGroup>
      )}
      {adding ? (
        <div className="block-card">
          <BlockForm
            key={adding}
            pageId={pageId}
            block={null}
            type={adding}
            onSaved={() => {
              setAdding(null);
              void refresh();
            }}
            onCancel={() => setAdding(null)}
          />
        </div>
      ) : (
        <div className="block-add">
          <div className="admin-field">
            <label htmlFor={`blocks-${pageId}-type`}>{t('admin.pages.blocks.type')}</label>
            <select id={`blocks-${pageId}-type`} value={newType} onChange={(event) => setNewType(event.target.value as BlockType)}>
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.pages.blocks.type.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-primary" onClick={() => setAdding(newType)}>
            {t('admin.pages.blocks.add')}
          </button>
        </div>
      )}
    </section>
  );
}
