import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../Image';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 7: brand logos linking to each brand's shop. */
export function BrandsBlock({ title, content }: { title: string | null; content: ContentOf<'BrandsContent'> }) {
  const { lang } = useSession();
  if (content.brands.length === 0) return null;
  return (
    <BlockSection title={title} kind="brands">
      <ul className="grid grid-logos">
        {content.brands.map((brand) => (
          <li key={brand.id}>
            <Link to={pathFor('brand', lang, { brand: brand.slug })} className="logo" aria-label={brand.name}>
              <Image image={brand.image} alt={brand.name} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
