import { useEffect, useRef } from 'react';
import { useGetBannersQuery, useRecordBannerEventMutation } from '../../../../../generated/hooks';
import { useT } from '../../../lib/i18n/useT';
import { useSession } from '../../../lib/session/useSession';
import { BannerLink } from '../../../ui/BannerLink';

/** Spec §9: the banners of the shop pages, below the menu; each view and click is counted for the banner's statistics. */
export function ShopBanners() {
  const t = useT();
  const { clientId } = useSession();
  const { data } = useGetBannersQuery({ position: 'SHOP_BELOW_MENU' });
  const { mutate: record } = useRecordBannerEventMutation();
  const banners = data?.banners ?? [];
  const counted = useRef(new Set<string>());

  useEffect(() => {
    for (const banner of banners) {
      if (counted.current.has(banner.id)) continue;
      counted.current.add(banner.id);
      record({ banner_id: banner.id, event: 'VIEW', client: clientId || null });
    }
  }, [banners, record, clientId]);

  if (banners.length === 0) return null;
  return (
    <section className="shop-banners" aria-label={t('shop.banners')}>
      <ul>
        {banners.map((banner) => (
          // The click is counted on its way to the link inside.
          <li key={banner.id} onClickCapture={() => record({ banner_id: banner.id, event: 'CLICK', client: clientId || null })}>
            <BannerLink banner={banner} size="lg" />
          </li>
        ))}
      </ul>
    </section>
  );
}
