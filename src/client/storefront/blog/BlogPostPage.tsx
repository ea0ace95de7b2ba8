import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/navigation';
import { useGetBlogPostQuery } from '../../../../generated/hooks';
import { byLang, useAlternateParams } from '../../app/routes/alternate-params';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useOrigin } from '../../app/seo/useOrigin';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { absoluteUrl } from './blog-format';
import { PostDate } from './PostDate';
import './blog.css';

/** A blog post (/vest/:id/:slug, /post/:id/:slug): title, date, image and the server-sanitised text. */
export default function BlogPostPage() {
  const t = useT();
  const { lang } = useSession();
  const match = useRouteMatch();
  const params = match.kind === 'static' ? match.params : {};
  const id = typeof params.id === 'string' ? params.id : '';
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { data, error, isPending } = useGetBlogPostQuery({ id });
  const post = data?.blogPost;
  const origin = useOrigin();
  useAlternateParams(post ? byLang((lang) => ({ slug: post.alternate_slugs[lang] })) : undefined);

  useSeo(
    post
      ? {
          title: post.seo_title || post.name,
          description: post.seo_description || post.summary,
          keywords: post.seo_keywords,
          image: absoluteUrl(post.image?.url_lg ?? post.image?.url, origin),
          type: 'article',
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: post.name,
              datePublished: post.published_at,
              url: origin + pathFor('post', lang, { id: post.id, slug: post.slug }),
              ...(post.image ? { image: absoluteUrl(post.image.url_lg, origin) } : {}),
              ...(post.seo_description || post.summary ? { description: post.seo_description || post.summary } : {}),
            },
          ],
        }
      : {},
  );

  // A link from the other language, or an old slug, moves to this language's address of the post.
  useEffect(() => {
    if (post && post.slug !== params.slug) {
      navigate(pathFor('post', lang, { id: post.id, slug: post.slug }) + search + hash, { replace: true });
    }
  }, [post, params.slug, lang, search, hash, navigate]);

  const back = (
    <Link to={pathFor('blog', lang)} className="blog-back">
      {t('blog.backToList')}
    </Link>
  );
  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  if (!post) {
    return (
      <div className="blog-post not-found">
        <p>{t('blog.notFound')}</p>
        {back}
      </div>
    );
  }
  return (
    <article className="blog-post">
      {back}
      <h1>{post.name}</h1>
      <p className="blog-post-meta">
        {t('blog.published')}: <PostDate iso={post.published_at} />
      </p>
      {post.image && <Image image={post.image} alt={post.name} size="lg" className="blog-post-image" priority />}
      {/* The server sanitises the editor's HTML before it is stored and sent. */}
      {post.description && <div className="rich-text blog-post-body" dangerouslySetInnerHTML={{ __html: post.description }} />}
    </article>
  );
}
