import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSession } from '../../lib/session/useSession';
import { canonicalProductPath, isNonCanonicalPath, type TrailCategory } from './category-trail';

/**
 * Replaces the address with the product's own in this language when it names the product otherwise
 * (after a language switch, or an old link), keeping the query string and hash.
 * `trail` is the product's main category path (it comes with the product).
 */
export function useCanonicalProductPath(product: { id: string; slug: string } | null | undefined, trail: readonly TrailCategory[]): void {
  const navigate = useNavigate();
  const match = useRouteMatch();
  const { lang } = useSession();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!product || match.kind !== 'static') return;
    const { slug, categories } = match.params;
    const path = { slug: typeof slug === 'string' ? slug : '', categories: typeof categories === 'string' ? [categories] : (categories ?? []) };
    if (isNonCanonicalPath(path, product, trail)) {
      navigate(canonicalProductPath(lang, product, trail) + search + hash, { replace: true });
    }
  }, [product, trail, match, lang, search, hash, navigate]);
}
