import type { BannerViewFragment } from '../../../generated/client/graphql';
import { Image } from './Image';
import { SmartLink } from './SmartLink';
import './banner.css';

interface Props {
  banner: BannerViewFragment;
  size?: 'lg';
  /** The image's `sizes` where it is wider than the default (a full-width slide). */
  sizes?: string;
  /** For one that opens the page: loaded first. */
  priority?: boolean;
}

/**
 * A banner's image linking where the banner points, with its title ("Naslov preko slike", in the
 * page's language) as text over the image; the link is named by the title, else the banner's name.
 * The title is laid over the image's own box, so it never moves the page.
 */
export function BannerLink({ banner, size, sizes, priority }: Props) {
  const name = banner.title || banner.name;
  return (
    <SmartLink to={banner.link} className="banner" label={name}>
      <Image image={banner.image} alt={name} size={size} sizes={sizes} priority={priority} />
      {banner.title ? <span className="banner-title">{banner.title}</span> : null}
    </SmartLink>
  );
}
