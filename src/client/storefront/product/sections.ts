import { PRODUCT_FEATURES } from '../../../shared/constants';

export type ProductSection = keyof typeof PRODUCT_FEATURES;

/** The product page's sections to show: each needs the shop's toggle (spec §9) and the product's own on. */
export function shownSections(productFeatures: Readonly<Record<ProductSection, boolean>> | null | undefined): Record<ProductSection, boolean> {
  const shown = {} as Record<ProductSection, boolean>;
  for (const section of Object.keys(PRODUCT_FEATURES) as ProductSection[]) {
    shown[section] = PRODUCT_FEATURES[section] && (productFeatures?.[section] ?? true);
  }
  return shown;
}
