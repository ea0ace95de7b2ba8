import type { BannerViewFragment } from '../../../generated/client/graphql';
import { Image } from './Image';
import { SmartLink } from './SmartLink';

/** A banner's image linking where the banner points, named by its title (else its name). */
export function BannerLink({ banner, size }: { banner: BannerViewFragment; size?: 'lg' }) {
  const name = banner.title || banner.name;
  return (
    <SmartLink to={banner.link} className="banner" label={name}>
      <Image image={banner.image} alt={name} size={size} />
    </SmartLink>
  );
}
