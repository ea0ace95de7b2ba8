import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import type { SearchQuery } from '../../../../generated/client/graphql';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { PrevNextPager } from '../../ui/PrevNextPager';
import { ProductGrid } from '../../ui/ProductGrid';
import { SearchFacets } from './SearchFacets';
import { SEARCH_RESULTS_PER_PAGE, type SearchState } from './search-query';

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

/**
 * What one search found, grouped as the server returns it: a page of products beside the brands and
 * categories to narrow them by, then the categories, brands and posts that match.
 */
export function SearchResults({ results, hrefFor }: { results: Results; hrefFor: (next: Partial<Omit<SearchState, 'text'>>) => string }) {
  const t = useT();
  const { lang } = useSession();
  const { products, products_total, paginatorInfo, categories, brands, posts } = results;
  const from = (paginatorInfo.currentPage - 1) * SEARCH_RESULTS_PER_PAGE;
  return (
    <div className="search-results">
      <Group id="products" title={t('search.products')} count={products_total}>
        <div className="search-products">
          <SearchFacets results={results} hrefFor={hrefFor} />
          <div>
            <ProductGrid products={products} />
            {products_total > products.length && (
              <p className="search-more">{t('search.productsShown', { from: from + 1, to: from + products.length, total: products_total })}</p>
            )}
            <PrevNextPager
              current={paginatorInfo.currentPage}
              last={paginatorInfo.lastPage}
              hrefFor={(page) => hrefFor({ page })}
              label={t('search.pages')}
            />
          </div>
        </div>
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
