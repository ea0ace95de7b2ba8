import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { PageAdminItemFragment } from '../../../../generated/client/graphql';
import { getAdminPagesQueryKey, useSortPagesMutation, useUpdatePageMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { menuRows, movePage, orderedPositions, type PagePosition } from './page-order';
import { PageRowGroup } from './PageRowGroup';

/**
 * One menu's pages (header, FAQ or hidden) as the shop's menu shows them: top-level pages with their
 * subpages below, reordered among siblings by dragging a handle, from the keyboard on it, or with ↑ ↓.
 */
export function PagesMenuSection({ menu, pages }: { menu: string; pages: readonly PageAdminItemFragment[] }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const sort = useSortPagesMutation();
  const update = useUpdatePageMutation();
  const rows = menuRows(pages, menu);
  const tops = rows.filter((row) => row.depth === 0).map((row) => row.page);
  const subpagesOf = (page: PageAdminItemFragment) => rows.filter((row) => row.depth === 1 && row.page.parent_id === page.id).map((row) => row.page);
  const headingId = `pages-menu-${menu}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminPagesQueryKey() });

  const save = (items: PagePosition[], focusId?: string) =>
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
          if (focusId) document.getElementById(focusId)?.focus();
        },
      },
    );

  const move = (page: PageAdminItemFragment, delta: -1 | 1) => {
    const items = movePage(pages, page.id, delta);
    if (items) save(items, `page-${delta < 0 ? 'up' : 'down'}-${page.id}`);
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

  const actions = {
    sorting: sort.isPending,
    toggling: update.isPending,
    onMove: move,
    onActive: toggle,
    onReorder: (ids: string[]) => save(orderedPositions(pages, ids)),
  };

  return (
    <section className="pages-menu-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`admin.pages.menu.${menu}`)}</h2>
      {(sort.isError || update.isError) && <ErrorBox error={sort.error ?? update.error} />}
      {rows.length === 0 ? (
        <p className="empty">{t('admin.pages.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <SortableGroup ids={tops.map((page) => page.id)} nameOf={(id) => tops.find((page) => page.id === id)?.name ?? ''} disabled={sort.isPending} onReorder={actions.onReorder}>
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
              {tops.map((page, index) => (
                <PageRowGroup key={page.id} page={page} subpages={subpagesOf(page)} first={index === 0} last={index === tops.length - 1} {...actions} />
              ))}
            </table>
          </SortableGroup>
        </div>
      )}
    </section>
  );
}
