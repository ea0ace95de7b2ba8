import { Carousel } from '../Carousel';
import { BannerLink } from '../BannerLink';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 1: banner slides, one at a time, with dots; each slide's title over its image. */
export function SliderBlock({ title, content }: { title: string | null; content: ContentOf<'SliderContent'> }) {
  if (content.banners.length === 0) return null;
  return (
    <BlockSection title={title} kind="slider">
      <Carousel
        items={content.banners}
        perView={1}
        label={title ? undefined : content.banners[0]!.title || content.banners[0]!.name}
        itemKey={(banner) => banner.id}
        render={(banner) => <BannerLink banner={banner} size="lg" sizes="100vw" priority={banner === content.banners[0]} />}
      />
    </BlockSection>
  );
}
