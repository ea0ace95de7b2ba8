import { useT } from './messages';
import { ProductGrid } from '../../ui/ProductGrid';
import type { ProductDetails } from './types';

/** Products shown with this one (accessories, alternatives), four per row on a desktop. */
export function ConnectedProducts({ products }: { products: ProductDetails['connected'] }) {
  const t = useT();
  return (
    <section className="product-section product-connected" aria-labelledby="product-connected">
      <h2 id="product-connected">{t('product.connected')}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
