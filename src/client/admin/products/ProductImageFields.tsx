import { useState } from 'react';
import type { ImageFragment } from '../../../../generated/client/graphql';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { StoragePicker } from '../kit/StoragePicker';
import { UploadImageButton } from '../kit/upload/UploadImageButton';
import { ProductGallery } from './ProductGallery';

interface Props {
  image: ImageFragment | null;
  gallery: ImageFragment[];
  errors: Record<string, string>;
  onImage: (image: ImageFragment | null) => void;
  onGallery: (gallery: ImageFragment[]) => void;
  /** The fields' ids' start, unique on the page (a variant's pictures beside the product's). */
  idPrefix?: string;
  /** The fieldset's legend; the product's images by default. */
  legend?: string;
  hint?: string;
}

type Picking = 'image' | 'gallery' | null;

/** The main image and the gallery, chosen from Files or uploaded into them (the products tab) here. */
export function ProductImageFields({ image, gallery, errors, onImage, onGallery, idPrefix = 'product', legend, hint }: Props) {
  const t = useAdminT();
  const [picking, setPicking] = useState<Picking>(null);
  const error = errors['image_id'] ?? errors['gallery_ids'];

  const onPick = (picked: ImageFragment) => {
    if (picking === 'image') {
      onImage(picked);
      setPicking(null);
    } else if (!gallery.some((item) => item.id === picked.id)) {
      onGallery([...gallery, picked]);
    }
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{legend ?? t('product.section.images')}</legend>
      {hint && <p className="admin-hint">{hint}</p>}
      {error && (
        <p className="admin-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-image-row">
        <div>
          <h3>{t('product.mainImage')}</h3>
          <Image image={image} alt={t('product.mainImage')} size="sm" className="admin-image" />
          <button type="button" className="button" onClick={() => setPicking('image')} aria-expanded={picking === 'image'}>
            {t('product.chooseImage')}
          </button>
          <UploadImageButton id={`${idPrefix}-image`} tab="products" label={t('product.mainImage')} onUploaded={onImage} />
          {image && (
            <button type="button" className="button" onClick={() => onImage(null)}>
              {t('product.removeImage')}
            </button>
          )}
        </div>
        <div>
          <h3>{t('product.gallery')}</h3>
          <ProductGallery gallery={gallery} onGallery={onGallery} />
          <button type="button" className="button" onClick={() => setPicking('gallery')} aria-expanded={picking === 'gallery'}>
            {t('product.addToGallery')}
          </button>
          <UploadImageButton
            id={`${idPrefix}-gallery`}
            tab="products"
            label={t('product.gallery')}
            multiple
            onUploaded={(uploaded) => onGallery([...gallery, ...uploaded.filter((image) => !gallery.some((item) => item.id === image.id))])}
          />
        </div>
      </div>
      {picking && (
        <StoragePicker
          id={`${idPrefix}-image-picker`}
          chosen={picking === 'image' ? (image ? [image.id] : []) : gallery.map((item) => item.id)}
          onPick={onPick}
          onClose={() => setPicking(null)}
        />
      )}
    </fieldset>
  );
}
