import type { ProductCardFragment } from '../../../generated/client/graphql';
import { ProductCard } from './ProductCard';

/** Tiles in a row of the grid: on a phone, and on a desktop. */
const PHONE_ROW = 2;
const DESKTOP_ROW = 4;

interface Props {
  products: readonly ProductCardFragment[];
  className?: string;
  headingLevel?: 2 | 3;
  /** The grid opens the page: a phone's first row is fetched first (the page's largest images), a desktop's loads at once; the rest as it scrolls near. */
  firstScreen?: boolean;
}

/** Product tiles in the shop's grid: four per row on a desktop. */
export function ProductGrid({ products, className, headingLevel, firstScreen = false }: Props) {
  const loadingOf = (index: number) => (!firstScreen ? 'lazy' : index < PHONE_ROW ? 'priority' : index < DESKTOP_ROW ? 'eager' : 'lazy');
  return (
    <ul className={className ? `grid ${className}` : 'grid'}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} imageLoading={loadingOf(index)} />
        </li>
      ))}
    </ul>
  );
}
