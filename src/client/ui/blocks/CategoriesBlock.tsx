import { Link } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../Image';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 5: category tiles linking to their shop listings. */
export function CategoriesBlock({ title, content }: { title: string | null; content: ContentOf<'CategoriesContent'> }) {
  const { lang } = useSession();
  if (content.categories.length === 0) return null;
  return (
    <BlockSection title={title} kind="categories">
      <ul className="grid grid-tiles">
        {content.categories.map((category) => (
          <li key={category.id}>
            <Link to={pathFor('shop', lang, { categories: [category.slug] })} className="tile">
              <Image image={category.image} decorative size="sm" />
              <span className="tile-name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
