import { Link } from '../../lib/navigation';
import type { BlogPostCardFragment } from '../../../../generated/client/graphql';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { PostDate } from './PostDate';

/** A post in the blog list: image, title, date, summary and a link to read it. */
export function PostCard({ post }: { post: BlogPostCardFragment }) {
  const { lang } = useSession();
  const t = useT();
  const to = pathFor('post', lang, { id: post.id, slug: post.slug });
  return (
    <article className="post-card blog-card">
      <Link to={to} className="blog-card-link">
        <Image image={post.image} decorative size="sm" />
        <h2 className="blog-card-title">{post.name}</h2>
      </Link>
      <PostDate iso={post.published_at} />
      {post.summary && <p className="blog-card-summary">{post.summary}</p>}
      <Link to={to} className="read-more" aria-label={`${t('blog.readMore')}: ${post.name}`}>
        {t('blog.readMore')}
      </Link>
    </article>
  );
}
