import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import { useGetProductsQuery, useGetShopCategoriesQuery } from '../../../../generated/hooks';
import { clearFilters, withPage, withSort } from '../../../shared/catalog/shop-query-edits';
import NotFound from '../../app/NotFound';
import { byLang, useAlternateListing, useAlternateParams } from '../../app/routes/alternate-params';
import { pathFor } from '../../../shared/routing/build-path';
import type { HeadData } from '../../app/seo/head';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../ErrorBox';
import { Spinner } from '../Spinner';
import { FilterPanel } from '../FilterPanel';
import { ProductGrid } from '../ProductGrid';
import { breadcrumbTrail, type Crumb } from './breadcrumb-trail';
import { buildCategoryTree, withProducts } from './category-tree';
import { hasSelections } from './listing-url';
import { hasPriceBounds } from '../../../shared/catalog/price-range';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryTree } from './CategoryTree';
import { FacetPanel } from './FacetPanel';
import { Pagination } from './Pagination';
import { PriceRangeFilter } from './PriceRangeFilter';
import { ShopBanners } from './ShopBanners';
import { SortSelect } from './SortSelect';
import { useCanonicalCategoryPath } from './useCanonicalCategoryPath';
import { useShopQuery } from './useShopQuery';
import { useKeepPlace } from '../../lib/keep-place';
import './listing.css';
import type { ListingCategories } from './listing-categories';
import { listingVariables, type ListingScope } from './listing-variables';

export type { ListingScope } from './listing-variables';

interface Props {
  scope: ListingScope;
  categories?: ListingCategories;
  /** The listing itself in the breadcrumbs (the shop, a brand, a page), and its heading without a category. */
  root: Crumb;
  /** SEO of the listing; a category's own SEO fields win over it. */
  seo: HeadData;
  /** Shown under the heading when no category is chosen (a brand's or page's text). */
  intro?: ReactNode;
}

/**
 * A product listing of the shop: banners, breadcrumbs, heading, category menu, facets, sort, four
 * products per row on a desktop, and pages. Shop, brand shop, special listings and shop templates all show one.
 */
export function ProductListing({ scope, categories, root, seo, intro }: Props) {
  const t = useT();
  const { lang } = useSession();
  const { query, hrefFor, go } = useShopQuery();
  const results = useRef<HTMLElement>(null);
  const path = categories?.path ?? [];

  const { data, error, isPending, isPlaceholderData } = useGetProductsQuery(listingVariables(scope, path, query), { placeholderData: keepPreviousData });
  useKeepPlace(!isPlaceholderData, data);
  const menuQuery = useGetShopCategoriesQuery(categories?.menu, { enabled: categories !== undefined });
  const scopedMenu = Boolean(categories?.menu.brand || categories?.menu.groupId);
  const tree = useMemo(() => {
    // Without a brand or group the whole shop's counts apply; shop_products_count counts within one.
    const flat = (menuQuery.data?.shopCategories ?? []).map((category) => ({
      ...category,
      count: scopedMenu ? category.shop_products_count : category.products_count,
    }));
    return withProducts(buildCategoryTree(flat));
  }, [menuQuery.data, scopedMenu]);

  const listing = data?.products;
  const category = listing?.category;
  const breadcrumbs = isPlaceholderData ? undefined : listing?.breadcrumbs;
  // A category path that names no category is the not-found page, titled so (not as the listing).
  const missing = path.length > 0 && Boolean(listing) && !category && !isPlaceholderData;
  useCanonicalCategoryPath(categories, breadcrumbs);
  // The category path in the other language, for the language switch: the server resolved it.
  useAlternateParams(
    categories && breadcrumbs && breadcrumbs.length > 0
      ? byLang((other) => ({ categories: breadcrumbs.map((category) => category.alternate_slugs[other]!) }))
      : undefined,
  );
  // The filters and price range in the other language, for the same query string only (not a placeholder's).
  useAlternateListing(isPlaceholderData ? undefined : listing?.selection);
  useSeo(
    missing
      ? { title: t('notFound.title') }
      : {
          ...(category
            ? {
                title: category.seo_title || category.name,
                description: category.seo_description || seo.description,
                keywords: category.seo_keywords || seo.keywords,
                image: category.image?.url ?? seo.image,
              }
            : seo),
          page: query.page,
        },
  );

  if (isPending) return <Spinner />;
  if (!listing) return <ErrorBox error={error} />;
  if (missing) return <NotFound />;

  const trail = breadcrumbTrail(root, listing.breadcrumbs, categories?.linkFor ?? (() => root.to));
  const homeTrail = [{ label: t('nav.home'), to: pathFor('home', lang) }, ...trail];
  const selections = hasSelections(query);
  const { currentPage, lastPage, total } = listing.paginatorInfo;

  return (
    <div className="shop">
      <ShopBanners />
      <Breadcrumbs trail={homeTrail} />
      <header className="shop-head">
        <h1>{category?.name ?? root.label}</h1>
        {category?.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} /> : !category && intro}
      </header>
      {error && <ErrorBox error={error} />}
      <div className="shop-body">
        <FilterPanel total={total} className="shop-aside">
          {categories && <CategoryTree nodes={tree} current={path} linkFor={categories.linkFor} />}
          {(listing.price_range || hasPriceBounds(query)) && <PriceRangeFilter range={listing.price_range ?? null} query={query} onChange={go} />}
          <FacetPanel filters={listing.filters} optionFilters={listing.option_filters} brands={scope.brand ? null : listing.brands} query={query} onChange={go} />
          {selections && (
            <button type="button" className="button" onClick={() => go(clearFilters(query))}>
              {t('listing.clearFilters')}
            </button>
          )}
        </FilterPanel>
        <section ref={results} tabIndex={-1} className="shop-results" aria-label={t('listing.results')} aria-busy={isPlaceholderData}>
          <div className="shop-toolbar">
            <p className="shop-count" role="status">
              {t('listing.count')} {total}
            </p>
            <SortSelect value={query.sort} onChange={(sort) => go(withSort(query, sort))} />
          </div>
          <ActiveFilters query={query} brands={scope.brand ? null : listing.brands} hrefFor={hrefFor} onEmptied={() => results.current?.focus({ preventScroll: true })} />
          {listing.data.length > 0 ? (
            <ProductGrid products={listing.data} className="shop-grid" headingLevel={2} firstScreen />
          ) : (
            <div className="empty">
              <p>{selections ? t('listing.empty.filtered') : t('listing.empty')}</p>
              {selections && (
                <button type="button" className="button button-primary" onClick={() => go(clearFilters(query))}>
                  {t('listing.clearFilters')}
                </button>
              )}
            </div>
          )}
          <Pagination current={currentPage} last={lastPage} hrefFor={(page) => hrefFor(withPage(query, page))} />
        </section>
      </div>
    </div>
  );
}
