import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import stylesheet from 'yet-another-react-lightbox/styles.css?url';
import type { PictureFragment } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { useProductPictureAlt } from './picture-alt';

/** The lightbox's styles as their own file, linked when it first opens: not in every page's stylesheet. */
function linkStylesheet() {
  if (document.querySelector(`link[href="${stylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

interface Props {
  images: readonly PictureFragment[];
  index: number;
  productName: string;
  onClose: () => void;
  onIndex: (index: number) => void;
}

/**
 * The product's pictures full screen, at their largest size, with zoom (pinch, wheel, double tap or
 * the buttons), swiping and the arrow keys (yet-another-react-lightbox). Its own chunk, loaded when
 * the shopper opens the main picture.
 */
export default function ProductLightbox({ images, index, productName, onClose, onIndex }: Props) {
  const t = useT();
  const pictureAlt = useProductPictureAlt();
  linkStylesheet();
  const slides = images.map((image, position) => ({
    src: image.url_lg ?? image.url,
    alt: pictureAlt(productName, position),
    width: image.width ?? undefined,
    height: image.height ?? undefined,
  }));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      labels={{
        Lightbox: t('product.lightbox'),
        Previous: t('product.lightbox.previous'),
        Next: t('product.lightbox.next'),
        Close: t('product.lightbox.close'),
        'Zoom in': t('product.lightbox.zoomIn'),
        'Zoom out': t('product.lightbox.zoomOut'),
        '{index} of {total}': t('product.lightbox.slide'),
      }}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
