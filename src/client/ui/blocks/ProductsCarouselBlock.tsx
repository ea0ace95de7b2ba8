import { PRODUCTS_PER_ROW } from '../../../shared/constants';
import { Carousel } from '../Carousel';
import { ProductCard } from '../ProductCard';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** On a phone two tiles fit beside each other. */
const PRODUCTS_PER_ROW_MOBILE = 2;

/** Block type 3: products, four per row on a desktop. */
export function ProductsCarouselBlock({ title, content }: { title: string | null; content: ContentOf<'ProductsCarouselContent'> }) {
  if (content.products.length === 0) return null;
  return (
    <BlockSection title={title} kind="products">
      <Carousel
        items={content.products}
        perView={PRODUCTS_PER_ROW}
        perViewPhone={PRODUCTS_PER_ROW_MOBILE}
        itemKey={(product) => product.id}
        render={(product) => <ProductCard product={product} />}
      />
    </BlockSection>
  );
}
