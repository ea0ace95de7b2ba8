import { useState } from 'react';
import {
  getCyrillicPreviewQueryKey,
  getCyrillicSpellingsQueryKey,
  useDeleteCyrillicSpellingMutation,
  useGetCyrillicSpellingsQuery,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDateTime } from '../kit/admin-dates';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { TableHead } from '../kit/TableHead';
import { useAdminTitle } from '../kit/useAdminTitle';
import { useEntityDelete } from '../kit/useEntityForm';
import { SpellingForm } from './SpellingForm';
import type { CyrillicSpelling } from './spelling-form';
import './cyrillic.css';

const COLUMNS = ['latin', 'cyrillic', 'automatic', 'updated', 'actions'] as const;

/**
 * /cms/cyrillic (issue 29): the shop's own Cyrillic for words and texts the transliteration rule
 * writes wrong, A to Z by their Latin; added and changed in the form above the list, deleted in it.
 */
export default function CyrillicScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.cyrillic'));
  const loaded = useGetCyrillicSpellingsQuery();
  /** The id of the spelling being changed; null while the form adds a new one. */
  const [editing, setEditing] = useState<string | null>(null);
  const spellings = loaded.data?.cyrillicSpellings;
  const edited = spellings?.find((spelling) => spelling.id === editing) ?? null;

  return (
    <section className="admin-screen cyrillic-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.cyrillic')}</h1>
      </div>
      <p className="cyrillic-intro">{t('admin.cyrillic.intro')}</p>
      <SpellingForm key={edited?.id ?? 'new'} spelling={edited} onDone={() => setEditing(null)} />
      <h2 id="cyrillic-list-title">{t('admin.cyrillic.list')}</h2>
      {loaded.isPending && <Spinner label={t('common.loading')} />}
      {loaded.isError && <ErrorBox error={loaded.error} />}
      {spellings && spellings.length === 0 && <p className="empty">{t('admin.cyrillic.empty')}</p>}
      {spellings && spellings.length > 0 && (
        <table className="admin-table" aria-labelledby="cyrillic-list-title">
          <TableHead columns={COLUMNS} label={(column) => t(`admin.cyrillic.column.${column}`)} />
          <tbody>
            {spellings.map((spelling) => (
              <SpellingRow
                key={spelling.id}
                spelling={spelling}
                onEdit={() => setEditing(spelling.id)}
                onDeleted={() => setEditing((current) => (current === spelling.id ? null : current))}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface RowProps {
  spelling: CyrillicSpelling;
  onEdit: () => void;
  onDeleted: () => void;
}

/** One spelling: its Latin, the shop's Cyrillic, what the rule would write, when it changed, and its buttons. */
function SpellingRow({ spelling, onEdit, onDeleted }: RowProps) {
  const t = useAdminT();
  const { lang } = useSession();
  const label = (column: (typeof COLUMNS)[number]) => t(`admin.cyrillic.column.${column}`);
  const remove = useEntityDelete({
    id: spelling.id,
    mutation: useDeleteCyrillicSpellingMutation(),
    outcome: ({ deleteCyrillicSpelling }) => deleteCyrillicSpelling,
    invalidate: [getCyrillicSpellingsQueryKey(), getCyrillicPreviewQueryKey()],
    deletedMessage: t('admin.cyrillic.deleted', { latin: spelling.latin }),
    onDeleted,
  });
  return (
    <tr>
      <td data-label={label('latin')}>
        <strong>{spelling.latin}</strong>
      </td>
      <td data-label={label('cyrillic')} lang="sr-Cyrl">
        {spelling.cyrillic}
      </td>
      <td data-label={label('automatic')} lang="sr-Cyrl">
        {spelling.automatic}
      </td>
      <td data-label={label('updated')}>{formatAdminDateTime(spelling.updated_at, lang)}</td>
      <td data-label={label('actions')}>
        <div className="cyrillic-actions">
          <button type="button" className="button" onClick={onEdit} aria-label={t('admin.cyrillic.editTitle', { latin: spelling.latin })}>
            {t('admin.cyrillic.edit')}
          </button>
          <ConfirmDelete
            label={t('admin.cyrillic.delete')}
            name={t('admin.cyrillic.deleteName', { latin: spelling.latin })}
            question={t('admin.cyrillic.deleteQuestion', { latin: spelling.latin, automatic: spelling.automatic })}
            {...remove}
          />
        </div>
      </td>
    </tr>
  );
}
