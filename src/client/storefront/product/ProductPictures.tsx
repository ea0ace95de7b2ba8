import type { PictureFragment } from '../../../../generated/client/graphql';
import { ProductGallery } from './ProductGallery';
import type { ProductDetails } from './types';
import { useChosenVariant } from './useChosenVariant';

type Variant = ProductDetails['variants'][number];

/**
 * The pictures of what the page offers: the chosen variant's image and its own further pictures, each
 * the product's where the variant has none (a shoe's sizes look alike, a T-shirt's colours do not).
 */
export function picturesOf(product: Pick<ProductDetails, 'image' | 'gallery'>, chosen: Pick<Variant, 'image' | 'own_gallery'> | undefined): PictureFragment[] {
  const main = chosen?.image ?? product.image;
  const further = chosen && chosen.own_gallery.length > 0 ? chosen.own_gallery : product.gallery;
  const pictures: PictureFragment[] = [];
  for (const image of [main, ...further]) if (image && !pictures.some((picture) => picture.id === image.id)) pictures.push(image);
  return pictures;
}

/** The product page's gallery, following the variant the address names. */
export function ProductPictures({ product, withThumbnails }: { product: ProductDetails; withThumbnails: boolean }) {
  const { chosen } = useChosenVariant(product);
  const images = picturesOf(product, chosen);
  // Another variant's pictures start at their first; sizes that share the product's keep the one looked at.
  return <ProductGallery key={images.map((image) => image.id).join('-')} images={images} productName={product.name} withThumbnails={withThumbnails} />;
}
