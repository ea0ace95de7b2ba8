import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link, useLocation, useParams } from '../../lib/navigation';
import type { GetCategoriesWithPaginationQuery, PositionInput } from '../../../../generated/client/graphql';
import {
  getCategoriesQueryKey,
  getCategoriesWithPaginationQueryKey,
  useGetCategoriesWithPaginationQuery,
  useSortCategoriesMutation,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { categoryPath, NEW_ID } from '../kit/catalog-paths';
import { applyPositions } from './category-tree';
import { CategoryEditPanel } from './CategoryEditPanel';
import { CategoryTree } from './CategoryTree';
import '../kit/catalog.css';

/** The whole tree in one request: the API's largest page (a shop's categories are far fewer). */
export const CATEGORY_TREE_VARIABLES = { page: 1, first: 200 } as const;

/**
 * /cms/categories, /cms/categories/new and /cms/categories/<id>: the category tree, reordered by
 * drag and drop or the keyboard, beside the form of the category being created or edited.
 */
export default function CategoriesScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.categories'));
  const { id = null } = useParams();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const list = useGetCategoriesWithPaginationQuery(CATEGORY_TREE_VARIABLES, { placeholderData: keepPreviousData });
  const sort = useSortCategoriesMutation();
  const categories = list.data?.categoriesWithPagination.data ?? [];
  const listKey = getCategoriesWithPaginationQueryKey(CATEGORY_TREE_VARIABLES);

  const onSort = (items: PositionInput[]) => {
    const before = queryClient.getQueryData<GetCategoriesWithPaginationQuery>(listKey);
    // The tree shows the new order at once; a refusal puts the saved order back.
    if (before) {
      queryClient.setQueryData<GetCategoriesWithPaginationQuery>(listKey, {
        ...before,
        categoriesWithPagination: { ...before.categoriesWithPagination, data: applyPositions(before.categoriesWithPagination.data, items) },
      });
    }
    sort.mutate(
      { items },
      {
        onSuccess: ({ sortCategories }) => {
          if (sortCategories.success) toast.success(t('admin.catalog.categories.sorted'));
          else if (before) queryClient.setQueryData(listKey, before);
        },
        onError: () => {
          if (before) queryClient.setQueryData(listKey, before);
        },
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: getCategoriesWithPaginationQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getCategoriesQueryKey() });
        },
      },
    );
  };

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.categories')}</h1>
        <Link to={categoryPath(NEW_ID)} className="button button-primary">
          {t('admin.catalog.category.new')}
        </Link>
      </div>
      <div className={id ? 'catalog-split' : undefined}>
        <div className="catalog-split-list">
          {list.isError && <ErrorBox error={list.error} />}
          <ErrorBox error={sort.error} message={sort.data?.sortCategories.success === false ? (sort.data.sortCategories.error ?? undefined) : undefined} />
          {list.isPending && <Spinner label={t('common.loading')} />}
          {list.isSuccess && categories.length === 0 && <p className="empty">{t('admin.catalog.categories.empty')}</p>}
          {categories.length > 0 && <CategoryTree categories={categories} selectedId={id} busy={sort.isPending} onSort={onSort} />}
        </div>
        {id && (
          <div className="catalog-split-form">
            <CategoryEditPanel id={id} parentId={id === NEW_ID ? new URLSearchParams(search).get('parent') : null} categories={categories} />
          </div>
        )}
      </div>
    </section>
  );
}
