import { Link, useParams } from '../../../lib/navigation';
import { useGetAdminProductVariantsQuery } from '../../../../../generated/hooks';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { productPath } from '../../admin-paths';
import { useAdminT } from '../../i18n/useAdminT';
import { useAdminTitle } from '../../kit/useAdminTitle';
import { VariantsEditor } from './VariantsEditor';
import './variants.css';

/** /cms/products/<id>/variants: the product's options and variants, edited on their own page beside the product's form. */
export default function ProductVariantsScreen() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const loaded = useGetAdminProductVariantsQuery({ id });
  const product = loaded.data?.product ?? null;
  useAdminTitle(t('admin.variants.title', { name: product?.code ?? '' }));
  const back = (
    <p className="admin-back">
      <Link to={productPath(id)}>{t('admin.variants.backToProduct')}</Link>
    </p>
  );
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <section className="admin-screen">
      {back}
      {loaded.isError ? (
        <ErrorBox error={loaded.error} />
      ) : !product ? (
        <p className="empty">{t('product.notFound')}</p>
      ) : (
        <>
          <h1>{t('admin.variants.title', { name: product.code })}</h1>
          <p className="admin-hint">{t('admin.variants.intro')}</p>
          <VariantsEditor product={product} />
        </>
      )}
    </section>
  );
}
