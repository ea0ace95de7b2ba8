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
import { BlockForm } from './BlockForm';
import { BLOCK_TYPES, contentWithoutTexts } from './block-form';
import { moveInList } from './page-order';

/** A page's design blocks in order: add one of any kind, edit, switch on/off, move with ↑ ↓ (SortBlocks), delete after confirming. */
export function BlocksEditor({ pageId, blocks }: { pageId: string; blocks: readonly BlockAdminFragment[] }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const sort = useSortBlocksMutation();
  const toggle = useUpsertBlockMutation();
  const remove = useDeleteBlockMutation();
  const [newType, setNewType] = useState<BlockType>('TEXT');
  const [adding, setAdding] = useState<BlockType | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const ordered = [...blocks].sort((a, b) => a.position - b.position);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminPageQueryKey({ id: pageId }) });
  const nameOf = (block: BlockAdminFragment) =>
    t('admin.pages.blocks.name', { type: t(`admin.pages.blocks.type.${block.type}`), title: block.title || t('admin.pages.blocks.untitled') });

  const move = (block: BlockAdminFragment, delta: -1 | 1) => {
    const ids = moveInList(ordered.map((row) => row.id), block.id, delta);
    if (!ids) return;
    sort.mutate(
      { page_id: pageId, ids },
      {
        onSuccess: async ({ sortBlocks }) => {
          if (!sortBlocks.success) return;
          toast.success(t('admin.pages.blocks.sorted'));
          await refresh();
          document.getElementById(`block-${delta < 0 ? 'up' : 'down'}-${block.id}`)?.focus();
        },
      },
    );
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
    if (!window.confirm(t('admin.pages.blocks.deleteQuestion', { name }))) return;
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
        <ol className="blocks-list">
          {ordered.map((block, index) => {
            const name = nameOf(block);
            return (
              <li key={block.id} className={`block-card${block.active ? '' : ' is-inactive'}`} data-testid={`block-${block.id}`}>
                <div className="block-head">
                  <h3>
                    {index + 1}. {name}
                  </h3>
                  <span className={`admin-state admin-state-${block.state.toLowerCase()}`}>{t(`state.${block.state}`)}</span>
                  <div className="block-actions">
                    <button type="button" id={`block-up-${block.id}`} className="button" aria-label={t('admin.pages.blocks.moveUp', { name })} disabled={index === 0 || busy} onClick={() => move(block, -1)}>
                      ↑
                    </button>
                    <button
                      type="button"
                      id={`block-down-${block.id}`}
                      className="button"
                      aria-label={t('admin.pages.blocks.moveDown', { name })}
                      disabled={index === ordered.length - 1 || busy}
                      onClick={() => move(block, 1)}
                    >
                      ↓
                    </button>
                    <button type="button" className="button" disabled={busy} onClick={() => setActive(block, !block.active)}>
                      {t(block.active ? 'admin.pages.blocks.deactivate' : 'admin.pages.blocks.activate', { name })}
                    </button>
                    <button type="button" className="button" aria-expanded={editing === block.id} onClick={() => setEditing(editing === block.id ? null : block.id)}>
                      {t('admin.pages.blocks.edit', { name })}
                    </button>
                    <button type="button" className="button admin-danger" disabled={busy} onClick={() => onDelete(block)}>
                      {t('admin.pages.blocks.delete', { name })}
                    </button>
                  </div>
                </div>
                {editing === block.id && (
                  <BlockForm
                    pageId={pageId}
                    block={block}
                    type={block.type}
                    onSaved={() => {
                      setEditing(null);
                      void refresh();
                    }}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </li>
            );
          })}
        </ol>
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
