import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation';
import type { ListingCategories } from './listing-categories';

/**
 * A link that names a category by its own slug only (a block, a search result) is answered with the
 * category's full path as breadcrumbs; the address then becomes that full path (spec §2:
 * parent2/parent1/slug), replacing the short one so Back does not return to it.
 */
export function useCanonicalCategoryPath(categories: ListingCategories | undefined, breadcrumbs: readonly { slug: string }[] | undefined): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const path = categories?.path ?? [];
  const full = breadcrumbs?.map((category) => category.slug) ?? [];
  const differs = categories !== undefined && full.length > 0 && full.join('/') !== path.join('/');
  const target = differs ? categories.linkFor(full) + search + hash : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
