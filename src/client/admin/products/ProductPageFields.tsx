import type { ProductFeaturesInput } from '../../../../generated/client/graphql';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';

const FEATURES: readonly (keyof ProductFeaturesInput)[] = ['connected', 'gallery', 'specifications', 'youtube', 'price'];

interface Props {
  youtube: string;
  features: ProductFeaturesInput;
  error: string | undefined;
  onYoutube: (value: string) => void;
  onFeatures: (features: ProductFeaturesInput) => void;
}

/** The YouTube link (the server accepts it only with an 11-character video id) and which parts of the product page show. */
export function ProductPageFields({ youtube, features, error, onYoutube, onFeatures }: Props) {
  const t = useAdminT();
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('product.section.page')}</legend>
      <Field id="product-youtube" label={t('product.field.youtube')} error={error} hint={t('product.youtubeHint')}>
        <input
          {...fieldA11y('product-youtube', error, t('product.youtubeHint'))}
          type="url"
          inputMode="url"
          value={youtube}
          onChange={(event) => onYoutube(event.target.value)}
        />
      </Field>
      <fieldset className="admin-fieldset admin-checks">
        <legend>{t('product.features')}</legend>
        {FEATURES.map((feature) => (
          <label key={feature} className="admin-check">
            <input
              type="checkbox"
              checked={features[feature]}
              onChange={(event) => onFeatures({ ...features, [feature]: event.target.checked })}
            />
            {t(`product.feature.${feature}`)}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
