import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SearchQuery } from '../../../../generated/client/graphql';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { ProductGrid } from '../../ui/ProductGrid';

type Results = SearchQuery['search'];

/** Whether a search found nothing of any kind. */
export function isEmptyResult(results: Results): boolean {
  return results.products.length + results.categories.length + results.brands.length + results.posts.length === 0;
}

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className={`search-group search-${id}`} aria-labelledby={`search-${id}-title`}>
      <h2 id={`search-${id}-title`}>
        {title} <span className="search-count">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** What one search found, grouped as the server returns it: products, categories, brands, posts. */
export function SearchResults({ results }: { results: Results }) {
  const t = useT();
  const { lang } = useSession();
  const { products, products_total, categories, brands, posts } = results;
  return (
    <div className="search-results">
      <Group id="products" title={t('search.products')} count={products_total}>
        <ProductGrid products={products} />
        {products_total > products.length && (
          <p className="search-more">{t('search.productsShown', { shown: products.length, total: products_total })}</p>
        )}
      </Group>
      <Group id="categories" title={t('search.categories')} count={categories.length}>
        <ul className="search-links">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={pathFor('shop', lang, { categories: [category.slug] })} aria-label={category.name}>
                <Image image={category.image} decorative size="sm" />
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="brands" title={t('search.brands')} count={brands.length}>
        <ul className="search-links">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={pathFor('brand', lang, { brand: brand.slug })} aria-label={brand.name}>
                <Image image={brand.image} decorative size="sm" />
                <span>{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="posts" title={t('search.posts')} count={posts.length}>
        <ul className="search-links">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={pathFor('post', lang, { id: post.id, slug: post.slug })} aria-label={post.name}>
                <Image image={post.image} decorative size="sm" />
                <span>{post.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
    </div>
  );
}
