import type { BannerViewFragment } from '../../../generated/client/graphql';
import { Image } from './Image';
import { SmartLink } from './SmartLink';

/** A banner's image linking where the banner points, named by its title (else its name); `priority` for one that opens the page. */
export function BannerLink({ banner, size, priority }: { banner: BannerViewFragment; size?: 'lg'; priority?: boolean }) {
  const name = banner.title || banner.name;
  return (
    <SmartLink to={banner.link} className="banner" label={name}>
      <Image image={banner.image} alt={name} size={size} priority={priority} />
    </SmartLink>
  );
}
