import { useLocation, useNavigate } from '../../lib/navigation';
import { initialVariant, variantParam } from '../../../shared/catalog/variant-choice';
import { useSession } from '../../lib/session/useSession';
import type { ProductDetails } from './types';

/** The variant the address names (`?varijanta=` / `?variant=`), else the first that can be bought: for a product with options. */
export function useChosenVariant(product: ProductDetails) {
  const { lang } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const param = variantParam(lang);
  const chosen = product.options.length > 0 ? initialVariant(product.variants, new URLSearchParams(search).get(param)) : undefined;
  const choose = (variant: ProductDetails['variants'][number]) => {
    const query = new URLSearchParams(search);
    query.set(param, variant.id);
    navigate(`${pathname}?${query.toString()}`, { replace: true, keepScroll: true });
  };
  return { chosen, choose };
}
