import { useGetBannersQuery } from '../../../../generated/hooks';
import { useT } from '../../lib/i18n/useT';
import { BannerLink } from '../../ui/BannerLink';
import { useBannerEvents } from '../../ui/useBannerEvents';

const NO_BANNERS: readonly never[] = [];

/** Spec §9: the banners of the position "product page, on the right". */
export function ProductBanners() {
  const t = useT();
  const { data } = useGetBannersQuery({ position: 'PRODUCT_RIGHT' });
  // Banners are extras beside the product: while they load or when they fail, the page reads as if there were none.
  const banners = data?.banners ?? NO_BANNERS;
  const countClick = useBannerEvents(banners);
  if (banners.length === 0) return null;
  return (
    <aside className="product-banners" aria-label={t('product.banners')}>
      <ul>
        {banners.map((banner) => (
          // The click is counted on its way to the link inside.
          <li key={banner.id} onClickCapture={() => countClick(banner.id)}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
