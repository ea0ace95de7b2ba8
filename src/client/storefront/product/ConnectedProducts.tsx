import { useT } from '../../lib/i18n/useT';
import { ProductCard } from '../../ui/ProductCard';
import type { ProductDetails } from './types';

/** Products shown with this one (accessories, alternatives), four per row on a desktop. */
export function ConnectedProducts({ products }: { products: ProductDetails['connected'] }) {
  const t = useT();
  return (
    <section className="product-section product-connected" aria-labelledby="product-connected">
      <h2 id="product-connected">{t('product.connected')}</h2>
      <ul className="grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
