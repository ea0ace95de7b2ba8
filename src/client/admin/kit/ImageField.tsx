import { useState } from 'react';
import type { ImageFragment } from '../../../../generated/client/graphql';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { StoragePicker } from './StoragePicker';

interface Props {
  id: string;
  label: string;
  image: ImageFragment | null;
  error?: string | undefined;
  onChange: (image: ImageFragment | null) => void;
}

/** One image chosen from the files, with a preview and a way to remove it. */
export function ImageField({ id, label, image, error, onChange }: Props) {
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
        {image && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {t('product.removeImage')}
          </button>
        )}
      </div>
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
