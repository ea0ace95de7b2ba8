import { useGetBannersQuery } from '../../../../generated/hooks';
import { useT } from '../../lib/i18n/useT';
import { BannerLink } from '../../ui/BannerLink';

/** Spec §9: the banners of the position "product page, on the right". */
export function ProductBanners() {
  const t = useT();
  const { data } = useGetBannersQuery({ position: 'PRODUCT_RIGHT' });
  // Banners are extras beside the product: while they load or when they fail, the page reads as if there were none.
  const banners = data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <aside className="product-banners" aria-label={t('product.banners')}>
      <ul>
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
