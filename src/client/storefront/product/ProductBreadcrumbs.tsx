import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { SHOP_CATEGORY_LEVELS } from '../../../shared/routing/route-table';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import type { TrailCategory } from './category-trail';

/** Home › Shop › the main category's path › the product. */
export function ProductBreadcrumbs({ trail, productName }: { trail: readonly TrailCategory[]; productName: string }) {
  const t = useT();
  const { lang } = useSession();
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
      <ol>
        <li>
          <Link to={pathFor('home', lang)}>{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={pathFor('shop', lang)}>{t('nav.shop')}</Link>
        </li>
        {trail.slice(0, SHOP_CATEGORY_LEVELS).map((category, index) => (
          <li key={category.id}>
            <Link to={pathFor('shop', lang, { categories: trail.slice(0, index + 1).map((step) => step.slug) })}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{productName}</li>
      </ol>
    </nav>
  );
}
