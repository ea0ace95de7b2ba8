import { Suspense, lazy, useRef, useState, type KeyboardEvent } from 'react';
import type { PictureFragment } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { useProductPictureAlt } from './picture-alt';
import { Image } from '../../ui/Image';

const ProductLightbox = lazy(() => import('./ProductLightbox'));

interface Props {
  images: readonly PictureFragment[];
  productName: string;
  /** Off (the product's gallery toggle), only the main image is shown. */
  withThumbnails: boolean;
}

/**
 * The large (-lg) image, and thumbnails to pick another: click them, or move along them with the
 * arrow keys. The large image opens the pictures full screen with zoom (ProductLightbox).
 */
export function ProductGallery({ images, productName, withThumbnails }: Props) {
  const t = useT();
  const pictureAlt = useProductPictureAlt();
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(images.length - 1, 0));
  const shown = withThumbnails ? images : images.slice(0, 1);

  const moveTo = (index: number) => {
    const next = (index + shown.length) % shown.length;
    setSelected(next);
    thumbnails.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: shown.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <section className="product-gallery" aria-label={t('product.gallery')}>
      <button type="button" className="product-gallery-main" aria-label={t('product.enlarge', { name: productName })} onClick={() => setEnlarged(true)}>
        <Image image={shown[current]} alt={pictureAlt(productName, current)} named size="lg" sizes="(max-width: 768px) 100vw, 50vw" priority />
      </button>
      {enlarged && (
        <Suspense fallback={null}>
          <ProductLightbox images={shown} index={current} productName={productName} onClose={() => setEnlarged(false)} onIndex={setSelected} />
        </Suspense>
      )}
      {shown.length > 1 && (
        <ul className="product-gallery-thumbs">
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                className={index === current ? 'product-thumb active' : 'product-thumb'}
                aria-label={`${t('product.showImage')} ${index + 1} ${t('product.of')} ${shown.length}`}
                aria-pressed={index === current}
                // One tab stop for the row; the arrow keys move within it.
                tabIndex={index === current ? 0 : -1}
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
              >
                <Image image={image} alt={pictureAlt(productName, index)} named size="sm" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
