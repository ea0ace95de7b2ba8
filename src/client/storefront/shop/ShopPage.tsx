import { useCallback } from 'react';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ProductListing } from '../../ui/listing/ProductListing';
import { categoryPathOf } from '../../ui/listing/route-params';

/** The shop (/prodavnica, /shop) with up to three category levels in its path. */
export default function ShopPage() {
  const t = useT();
  const { lang } = useSession();
  const path = categoryPathOf(useRouteMatch());
  const linkFor = useCallback((categories: string[]) => pathFor('shop', lang, { categories }), [lang]);
  return (
    <ProductListing
      scope={{}}
      categories={{ path, linkFor, menu: {} }}
      root={{ label: t('shop.title'), to: pathFor('shop', lang) }}
      seo={{ title: t('shop.title'), description: t('shop.seo.description') }}
    />
  );
}
