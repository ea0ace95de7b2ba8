import { useCallback } from 'react';
import { pagePath } from '../../../shared/routing/build-path';
import { BlockList } from '../../ui/blocks/BlockList';
import { ProductListing } from '../../ui/listing/ProductListing';
import { pageSeo, type CmsPageData } from './page-types';
import './pages.css';

/**
 * A page of type 2 (spec §2): the shop's listing as its template, taking the category path segments
 * after the page's slug, narrowed to the page's group when it has one. Its text and blocks open it.
 */
export function ShopTemplatePage({ page, categories }: { page: CmsPageData; categories: readonly string[] }) {
  const linkFor = useCallback((path: string[]) => pagePath(page, path), [page]);
  const groupId = page.group?.id ?? page.group_id ?? undefined;
  const text = page.page?.trim();
  return (
    <ProductListing
      scope={{ group_id: groupId }}
      categories={{ path: categories, linkFor, menu: { groupId } }}
      root={{ label: page.name, to: linkFor([]) }}
      seo={pageSeo(page)}
      intro={
        (text || page.blocks.length > 0) && (
          <div className="cms-page">
            {text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: text }} />}
            {page.blocks.length > 0 && <BlockList blocks={page.blocks} />}
          </div>
        )
      }
    />
  );
}
