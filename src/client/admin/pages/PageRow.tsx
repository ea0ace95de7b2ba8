import type { CSSProperties, Ref } from 'react';
import { Link } from '../../lib/navigation';
import type { PageAdminItemFragment } from '../../../../generated/client/graphql';
import { useAdminT } from '../i18n/useAdminT';
import { pagePath } from '../kit/pages-paths';
import { DragHandle } from '../kit/sortable/DragHandle';
import type { SortableHandle } from '../kit/sortable/useSortableItem';

interface Props {
  page: PageAdminItemFragment;
  depth: 0 | 1;
  first: boolean;
  last: boolean;
  sorting: boolean;
  toggling: boolean;
  handle: SortableHandle;
  onMove: (delta: -1 | 1) => void;
  onActive: (active: boolean) => void;
  /** Given when the row itself is what moves (a subpage); a top-level page moves with its subpages. */
  rowRef?: Ref<HTMLTableRowElement>;
  style?: CSSProperties;
}

/** A page's row in its menu's table: name, slug, type, switch, order (handle, ↑ ↓) and its edit link. */
export function PageRow({ page, depth, first, last, sorting, toggling, handle, onMove, onActive, rowRef, style }: Props) {
  const t = useAdminT();
  return (
    <tr ref={rowRef} style={style} className={depth ? 'pages-child' : undefined} data-testid={`page-row-${page.id}`}>
      <td data-label={t('admin.pages.column.name')}>
        <Link to={pagePath(page.id)}>
          {depth ? '↳ ' : ''}
          {page.name}
        </Link>
        {page.locked && (
          <span className="pages-locked" title={t('admin.pages.lockedHint', { code: page.code ?? '' })}>
            {' '}
            🔒 {t('admin.pages.locked')}
          </span>
        )}
      </td>
      <td data-label={t('admin.pages.column.slug')}>/{page.slug}</td>
      <td data-label={t('admin.pages.column.type')}>{t(`admin.pages.type.${page.type}`)}</td>
      <td data-label={t('admin.pages.column.active')}>
        <input
          type="checkbox"
          checked={page.active}
          disabled={toggling}
          aria-label={t('admin.pages.activeToggle', { name: page.name })}
          onChange={(event) => onActive(event.target.checked)}
        />
      </td>
      <td data-label={t('admin.pages.column.order')}>
        <span className="pages-order">
          <DragHandle handle={handle} name={page.name} disabled={sorting} />
          <button
            type="button"
            id={`page-up-${page.id}`}
            className="button"
            aria-label={t('admin.pages.moveUp', { name: page.name })}
            disabled={first || sorting}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            id={`page-down-${page.id}`}
            className="button"
            aria-label={t('admin.pages.moveDown', { name: page.name })}
            disabled={last || sorting}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
        </span>
      </td>
      <td data-label={t('admin.pages.column.actions')}>
        <Link to={pagePath(page.id)} aria-label={t('admin.pages.editName', { name: page.name })}>
          {t('admin.pages.edit')}
        </Link>
      </td>
    </tr>
  );
}
