import { Link, useParams } from '../../lib/navigation';
import { useGetAdminProductQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ADMIN_HOME, NEW_PRODUCT_ID, productVariantsPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { ProductForm } from './ProductForm';
import { emptyProductForm, productToForm } from './product-form';

/**
 * /cms/products/<id> and /cms/products/new. The admin's language switch re-reads the product in that
 * language (the query is cached per language), and the form starts over with that language's texts.
 */
export default function ProductEditScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = NEW_PRODUCT_ID } = useParams();
  const isNew = id === NEW_PRODUCT_ID;
  const loaded = useGetAdminProductQuery({ id }, { enabled: !isNew });
  const product = loaded.data?.product ?? null;
  useAdminTitle(isNew ? t('product.newTitle') : (product?.name ?? t('product.title')));

  const back = (
    <p className="admin-back">
      <Link to={ADMIN_HOME}>{t('product.backToList')}</Link>
    </p>
  );

  if (isNew) {
    return (
      <section className="admin-screen">
        {back}
        <h1>{t('product.newTitle')}</h1>
        <ProductForm key="new" product={null} initial={emptyProductForm()} />
      </section>
    );
  }
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (loaded.isError) {
    return (
      <section className="admin-screen">
        {back}
        <ErrorBox error={loaded.error} />
      </section>
    );
  }
  if (!product) {
    return (
      <section className="admin-screen">
        {back}
        <p className="empty">{t('product.notFound')}</p>
      </section>
    );
  }
  return (
    <section className="admin-screen">
      {back}
      <h1>{product.name || product.code}</h1>
      <p>
        <Link to={productVariantsPath(product.id)}>{product.options.length > 0 ? t('admin.variants.linkCount', { count: product.variants.length }) : t('admin.variants.link')}</Link>
      </p>
      {/* A fresh form for each language and each saved version: what it shows is what the server holds. */}
      <ProductForm key={`${product.id}-${lang}-${product.updated_at}`} product={product} initial={productToForm(product, lang)} />
    </section>
  );
}
