import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../../../src/client/storefront/product/product-json-ld';

const trail = [{ id: '5', name: 'Patike', slug: 'patike' }];
const shoe = {
  id: '137',
  name: 'Nike Pegasus 41',
  slug: 'nike-pegasus-41',
  code: 'NK-FD2722-002',
  price: 16999,
  discount_price: 13599,
  currency: 'RSD',
  sold_out: false,
  image: { url: '/storage/p.svg', url_lg: '/storage/p-lg.svg' },
  brand: { name: 'Nike' },
};
const options = { lang: 0 as const, origin: 'https://izlog.rs', withPrice: true, labels: { home: 'Početna', shop: 'Prodavnica' } };
const variant = (id: string, size: string, state: { sold_out?: boolean; active?: boolean } = {}) => ({
  id,
  code: `NK-FD2722-002-${size}`,
  name: size,
  price: 16999,
  discount_price: 13599,
  sold_out: state.sold_out ?? false,
  active: state.active ?? true,
  image: null,
});

describe('a product page’s JSON-LD', () => {
  it('is a Product with its offer for a product without options', () => {
    const [item] = productJsonLd({ ...shoe, options: [], variants: [variant('137', '')] }, trail, options) as Record<string, unknown>[];
    expect(item).toMatchObject({ '@type': 'Product', sku: 'NK-FD2722-002', offers: { price: '13599.00', availability: 'https://schema.org/InStock' } });
  });

  it('is a ProductGroup varying by size with each active variant as a Product with its own address, code and offer', () => {
    const variants = [variant('137', '38'), variant('900', '39', { sold_out: true }), variant('901', '40', { active: false })];
    const [group] = productJsonLd({ ...shoe, options: [{ name: 'Veličina', display: 'BUTTONS' }], variants }, trail, options) as Record<string, unknown>[];
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'NK-FD2722-002',
      variesBy: ['https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'Nike' },
      hasVariant: [
        { '@type': 'Product', name: 'Nike Pegasus 41 (38)', sku: 'NK-FD2722-002-38', url: expect.stringMatching(/\/137\/nike-pegasus-41\?varijanta=137$/), offers: { availability: 'https://schema.org/InStock' } },
        { name: 'Nike Pegasus 41 (39)', sku: 'NK-FD2722-002-39', url: expect.stringMatching(/\?varijanta=900$/), offers: { availability: 'https://schema.org/OutOfStock' } },
      ],
    });
    expect((group!.hasVariant as unknown[]).length).toBe(2);
  });
});
