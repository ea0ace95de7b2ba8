import { BannerLink } from '../../../ui/BannerLink';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 2: a row of banners. */
export function BannersBlock({ title, content }: { title: string | null; content: ContentOf<'BannersContent'> }) {
  if (content.banners.length === 0) return null;
  return (
    <BlockSection title={title} kind="banners">
      <ul className="grid grid-banners">
        {content.banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
