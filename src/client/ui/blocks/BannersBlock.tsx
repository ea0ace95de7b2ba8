import { BannerLink } from '../BannerLink';
import { useBannerEvents } from '../useBannerEvents';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 2: a row of banners. */
export function BannersBlock({ title, content }: { title: string | null; content: ContentOf<'BannersContent'> }) {
  const countClick = useBannerEvents(content.banners);
  if (content.banners.length === 0) return null;
  return (
    <BlockSection title={title} kind="banners">
      <ul className="grid grid-banners">
        {content.banners.map((banner) => (
          // The click is counted on its way to the link inside.
          <li key={banner.id} onClickCapture={() => countClick(banner.id)}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
