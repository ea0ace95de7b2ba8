import { useGetBannersQuery } from '../../../../generated/hooks';
import { useT } from './messages';
import { BannerLink } from '../BannerLink';
import { useBannerEvents } from '../useBannerEvents';

const NO_BANNERS: readonly never[] = [];

/** Spec §9: the banners of the shop pages, below the menu; each view and click is counted for the banner's statistics. */
export function ShopBanners() {
  const t = useT();
  const { data } = useGetBannersQuery({ position: 'SHOP_BELOW_MENU' });
  const banners = data?.banners ?? NO_BANNERS;
  const countClick = useBannerEvents(banners);

  if (banners.length === 0) return null;
  return (
    <section className="shop-banners" aria-label={t('listing.banners')}>
      <ul>
        {banners.map((banner, index) => (
          // The click is counted on its way to the link inside.
          <li key={banner.id} onClickCapture={() => countClick(banner.id)}>
            {/* The first opens the listing: the page's largest image. */}
            <BannerLink banner={banner} size="lg" priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
