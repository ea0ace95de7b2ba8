import type { GetBannersQuery } from '../../../../generated/client/graphql';
import { useGetBannersQuery } from '../../../../generated/hooks';
import { useT } from './messages';
import { BannerLink } from '../../ui/BannerLink';
import { useBannerEvents } from '../../ui/useBannerEvents';

const NO_BANNERS: readonly never[] = [];

type Banners = Readonly<GetBannersQuery['banners']>;

/** Spec §9: the banners of the position "product page, on the right" (the server sends them with the page). */
export function useProductBanners(): Banners {
  const { data } = useGetBannersQuery({ position: 'PRODUCT_RIGHT' });
  // Banners are extras beside the product: while they load or when they fail, the page reads as if there were none.
  return data?.banners ?? NO_BANNERS;
}

/** The banners' column, from useProductBanners: the page says it has one on its opening tag (product.css). */
export function ProductBanners({ banners }: { banners: Banners }) {
  const t = useT();
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
