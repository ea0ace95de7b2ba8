import type { ProductCardFragment } from '../../../generated/client/graphql';
import { ProductCard } from './ProductCard';

/** Product tiles in the shop's grid: four per row on a desktop. */
export function ProductGrid({ products, className, headingLevel }: { products: readonly ProductCardFragment[]; className?: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className={className ? `grid ${className}` : 'grid'}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
