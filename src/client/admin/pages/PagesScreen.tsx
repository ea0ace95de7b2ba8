import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link } from '../../lib/navigation';
import type { PageAdminItemFragment } from '../../../../generated/client/graphql';
import {
  getAdminPagesQueryKey,
  useGetAdminPagesQuery,
  useSortPagesMutation,
  useUpdatePageMutation,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useLanguageName } from '../kit/useFormErrors';
import { useAdminTitle } from '../kit/useAdminTitle';
import { CreatePageForm } from './CreatePageForm';
import { menuRows, movePage } from './page-order';
import { PAGE_MENUS, blocksPath, pagePath } from '../kit/pages-paths';
import './pages.css';

/** /cms/pages: the pages by menu (header, FAQ, hidden), one level deep, with order, switch and a form for a new one. */
export default function PagesScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.pages.title'));
  const languageName = useLanguageName();
  const pages = useGetAdminPagesQuery();
  const list = pages.data?.pages ?? [];

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.pages.title')}</h1>
        <Link to={blocksPath()} className="button">
          {t('admin.pages.blocks.title')}
        </Link>
      </div>
      <p className="admin-hint">{t('admin.pages.intro')}</p>
      <p className="admin-hint">{t('admin.pages.languageHint', { language: languageName })}</p>
      {pages.isError && <ErrorBox error={pages.error} />}
      {pages.isPending && <Spinner label={t('common.loading')} />}
      {pages.data && (
        <>
          <CreatePageForm pages={list} />
          {PAGE_MENUS.map((menu) => (
            <MenuSection key={menu} menu={menu} pages={list} />
          ))}
        </>
      )}
    </section>
  );
}

function MenuSection({ menu, pages }: { menu: string; pages: readonly PageAdminItemFragment[] }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const sort = useSortPagesMutation();
  const update = useUpdatePageMutation();
  const rows = menuRows(pages, menu);
  const headingId = `pages-menu-${menu}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminPagesQueryKey() });

  const move = (page: PageAdminItemFragment, delta: -1 | 1) => {
    const items = movePage(pages, page.id, delta);
    if (!items) return;
    sort.mutate(
      { items },
      {
        onSuccess: async ({ sortPages }) => {
          if (!sortPages.success) {
            toast.error(sortPages.error ?? '');
            return;
          }
          toast.success(t('admin.pages.sorted'));
          await refresh();
          // Keep the keyboard where it was: on the same button of the moved page.
          document.getElementById(`page-${delta < 0 ? 'up' : 'down'}-${page.id}`)?.focus();
        },
      },
    );
  };

  const toggle = (page: PageAdminItemFragment, active: boolean) =>
    update.mutate(
      { id: page.id, active },
      {
        onSuccess: ({ updatePage }) => {
          toast.success(t(updatePage.active ? 'admin.pages.activated' : 'admin.pages.deactivated', { name: updatePage.name }));
          void refresh();
        },
      },
    );

  return (
    <section className="pages-menu-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`admin.pages.menu.${menu}`)}</h2>
      {(sort.isError || update.isError) && <ErrorBox error={sort.error ?? update.error} />}
      {rows.length === 0 ? (
        <p className="empty">{t('admin.pages.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table pages-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('admin.pages.column.name')}</th>
                <th scope="col">{t('admin.pages.column.slug')}</th>
                <th scope="col">{t('admin.pages.column.type')}</th>
                <th scope="col">{t('admin.pages.column.active')}</th>
                <th scope="col">{t('admin.pages.column.order')}</th>
                <th scope="col">{t('admin.pages.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ page, depth }, index) => {
                const siblings = rows.filter((row) => row.page.parent_id === page.parent_id);
                const at = siblings.findIndex((row) => row.page.id === page.id);
                return (
                  <tr key={page.id} className={depth ? 'pages-child' : undefined} data-testid={`page-row-${page.id}`} data-index={index}>
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
                        disabled={update.isPending}
                        aria-label={t('admin.pages.activeToggle', { name: page.name })}
                        onChange={(event) => toggle(page, event.target.checked)}
                      />
                    </td>
                    <td data-label={t('admin.pages.column.order')}>
                      <span className="pages-order">
                        <button
                          type="button"
                          id={`page-up-${page.id}`}
                          className="button"
                          aria-label={t('admin.pages.moveUp', { name: page.name })}
                          disabled={at <= 0 || sort.isPending}
                          onClick={() => move(page, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          id={`page-down-${page.id}`}
                          className="button"
                          aria-label={t('admin.pages.moveDown', { name: page.name })}
                          disabled={at >= siblings.length - 1 || sort.isPending}
                          onClick={() => move(page, 1)}
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
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
