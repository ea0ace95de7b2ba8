import { Link } from '../../lib/navigation';
import type { CategoryFormFragment } from '../../../../generated/client/graphql';
import { useGetCategoryQuery } from '../../../../generated/hooks';
import type { LanguageId } from '../../../shared/i18n/languages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { categoriesPath, NEW_ID } from '../kit/catalog-paths';
import { catalogTextsIn, emptyCatalogTexts } from '../kit/catalog-texts';
import type { TreeCategory } from './category-tree';
import { CategoryForm, type CategoryFormValues } from './CategoryForm';

function categoryToForm(category: CategoryFormFragment, lang: LanguageId): CategoryFormValues {
  return { ...catalogTextsIn(category, lang), parent_id: category.parent_id ?? '', image: category.image ?? null };
}

interface Props {
  id: string;
  /** For a new category: the parent chosen in advance. */
  parentId: string | null;
  categories: readonly TreeCategory[];
}

/** The form of a new category, or of a saved one read with GetCategory in the admin's language. */
export function CategoryEditPanel({ id, parentId, categories }: Props) {
  const t = useAdminT();
  const { lang } = useSession();
  const isNew = id === NEW_ID;
  const loaded = useGetCategoryQuery({ id }, { enabled: !isNew });
  const category = loaded.data?.category ?? null;
  const close = (
    <p className="admin-back">
      <Link to={categoriesPath()}>{t('admin.catalog.close')}</Link>
    </p>
  );

  if (isNew) {
    return (
      <>
        <h2>{t('admin.catalog.category.new')}</h2>
        {close}
        <CategoryForm key={`new-${lang}`} category={null} initial={{ ...emptyCatalogTexts(), parent_id: parentId ?? '', image: null }} categories={categories} />
      </>
    );
  }
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (loaded.isError) return <ErrorBox error={loaded.error} />;
  if (!category) {
    return (
      <>
        {close}
        <p className="empty">{t('admin.catalog.category.notFound')}</p>
      </>
    );
  }
  return (
    <>
      <h2>{category.name || t('admin.catalog.untitled')}</h2>
      {close}
      <CategoryForm key={`${category.id}-${lang}`} category={category} initial={categoryToForm(category, lang)} categories={categories} />
    </>
  );
}
