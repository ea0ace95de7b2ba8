import { Link, useParams } from '../../lib/navigation';
import type { BrandFormFragment } from '../../../../generated/client/graphql';
import { useGetAdminBrandQuery } from '../../../../generated/hooks';
import type { LanguageId } from '../../../shared/i18n/languages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { BrandForm, type BrandFormValues } from './BrandForm';
import { brandsPath, NEW_ID } from '../kit/catalog-paths';
import { catalogTextsIn, emptyCatalogTexts } from '../kit/catalog-texts';
import '../kit/catalog.css';

function brandToForm(brand: BrandFormFragment, lang: LanguageId): BrandFormValues {
  return { ...catalogTextsIn(brand, lang), position: String(brand.position), image: brand.image ?? null };
}

/** /cms/brands/<id> and /cms/brands/new: a brand's form in the admin's language. */
export default function BrandEditScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const loaded = useGetAdminBrandQuery({ id }, { enabled: !isNew });
  const brand = loaded.data?.brand ?? null;
  useAdminTitle(isNew ? t('admin.catalog.brand.new') : (brand?.name ?? t('menu.brands')));
  const back = (
    <p className="admin-back">
      <Link to={brandsPath()}>{t('admin.catalog.brand.backToList')}</Link>
    </p>
  );

  let body;
  if (isNew) body = <BrandForm key={`new-${lang}`} brand={null} initial={{ ...emptyCatalogTexts(), position: '', image: null }} />;
  else if (loaded.isPending) body = <Spinner label={t('common.loading')} />;
  else if (loaded.isError) body = <ErrorBox error={loaded.error} />;
  else if (!brand) body = <p className="empty">{t('admin.catalog.brand.notFound')}</p>;
  else body = <BrandForm key={`${brand.id}-${lang}`} brand={brand} initial={brandToForm(brand, lang)} />;

  return (
    <section className="admin-screen">
      {back}
      <h1>{isNew ? t('admin.catalog.brand.new') : brand?.name || t('menu.brands')}</h1>
      {body}
    </section>
  );
}
