import { Link } from '../../lib/navigation';
import { useGetBrandsQuery } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import './brands.css';

/** Every brand with its logo (/brendovi, /brands), each linking to the brand's shop. */
export default function BrandsPage() {
  const t = useT();
  const { lang } = useSession();
  const { data, error, isPending } = useGetBrandsQuery();
  useSeo({ title: t('brands.title'), description: t('brands.description') });

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  const brands = data?.brands ?? [];
  return (
    <div className="brand-list">
      <h1>{t('brands.title')}</h1>
      {brands.length === 0 ? (
        <p className="empty">{t('brands.empty')}</p>
      ) : (
        <ul className="grid">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={pathFor('brand', lang, { brand: brand.slug })} className="logo">
                <Image image={brand.image} decorative size="sm" />
                <span className="brand-name">{brand.name}</span>
                <span className="brand-count">
                  {t('brands.count')} {brand.products_count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
