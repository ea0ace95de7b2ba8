import { Link } from '../../lib/navigation';
import { PRODUCTS_PER_ROW } from '../../../shared/constants';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { Carousel } from '../Carousel';
import { Image } from '../Image';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 8: the latest news posts. */
export function BlogCarouselBlock({ title, content }: { title: string | null; content: ContentOf<'BlogCarouselContent'> }) {
  const { lang } = useSession();
  const t = useT();
  if (content.posts.length === 0) return null;
  return (
    <BlockSection title={title} kind="blog">
      <Carousel
        items={content.posts}
        perView={PRODUCTS_PER_ROW}
        perViewPhone={1}
        itemKey={(post) => post.id}
        render={(post) => {
          const to = pathFor('post', lang, { id: post.id, slug: post.slug });
          return (
            <article className="post-card">
              <Link to={to}>
                <Image image={post.image} decorative size="sm" />
                <h3>{post.name}</h3>
              </Link>
              {post.summary && <p>{post.summary}</p>}
              <Link to={to} className="read-more" aria-label={`${t('blog.readMore')}: ${post.name}`}>
                {t('blog.readMore')}
              </Link>
            </article>
          );
        }}
      />
    </BlockSection>
  );
}
