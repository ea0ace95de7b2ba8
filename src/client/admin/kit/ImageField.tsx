import { useState } from 'react';
import type { ImageFragment } from '../../../../generated/client/graphql';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { ImageAltFields } from './ImageAltFields';
import { StoragePicker } from './StoragePicker';
import { UploadImageButton } from './upload/UploadImageButton';

interface Props {
  id: string;
  label: string;
  image: ImageFragment | null;
  error?: string | undefined;
  /** The Files tab an image uploaded here is filed under. */
  tab?: string;
  onChange: (image: ImageFragment | null) => void;
}

/** One image, chosen from Files or uploaded into them here, with a preview and a way to remove it. */
export function ImageField({ id, label, image, error, tab = 'general', onChange }: Props) {
  const t = useAdminT();
  const [picking, setPicking] = useState(false);
  return (
    <fieldset className="admin-fieldset">
      <legend>{label}</legend>
      {error && (
        <p className="admin-field-error" role="alert">
          {error}
        </p>
      )}
      <Image image={image} alt={image ? image.alt || image.name : label} size="sm" className="admin-image" />
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setPicking(!picking)} aria-expanded={picking} aria-controls={`${id}-picker`}>
          {t('product.chooseImage')}
        </button>
        <UploadImageButton
          id={id}
          tab={tab}
          label={label}
          onUploaded={(uploaded) => {
            onChange(uploaded);
            setPicking(false);
          }}
        />
        {image && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {t('product.removeImage')}
          </button>
        )}
      </div>
      {image && <ImageAltFields id={id} fileId={image.id} fileName={image.name} />}
      {picking && (
        <StoragePicker
          id={`${id}-picker`}
          chosen={image ? [image.id] : []}
          onPick={(picked) => {
            onChange(picked);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}
