/** A product as the listing index holds it (indexed-products.ts), shown, priced 1,000 RSD × its id, in category 7. */
import type { IndexedProduct } from '../../../../src/server/modules/catalog/listing-index/indexed-products';

export const indexedProduct = (id: number, window: Partial<IndexedProduct['window']> = {}, brand: number | null = null): IndexedProduct => ({
  id,
  brand,
  group: null,
  window: { active: true, active_from: null, active_to: null, ...window },
  price: 1000 * id,
  onAction: false,
  isNew: false,
  popular: false,
  position: id,
  created: id,
  categories: [7],
  specifications: [],
  options: [],
});
