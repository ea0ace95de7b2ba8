import type { ImageFragment } from '../../../../generated/client/graphql';
import { brandImageProblem, BRAND_IMAGE_RULES, maxKilobytes, typeNames } from '../../../shared/rules/brand-images';
import { useAdminT } from '../i18n/useAdminT';
import { ImageField } from '../kit/ImageField';

interface Props {
  field: keyof typeof BRAND_IMAGE_RULES;
  image: ImageFragment | null;
  /** The server's refusal of the image, after a save. */
  error: string | undefined;
  onChange: (image: ImageFragment | null) => void;
}

/**
 * The logo or the favicon: chosen from Files or uploaded here (into the general tab), with what it
 * may be said beside it. A chosen image of another type, or a favicon that is not square, is
 * refused at once; its size the server checks when the form is saved.
 */
export function BrandImageField({ field, image, error, onChange }: Props) {
  const t = useAdminT();
  const rule = BRAND_IMAGE_RULES[field];
  const problem = image ? brandImageProblem(rule, image) : null;
  const shown = problem === 'type' ? t('rule.brandImageType', { types: typeNames(rule) }) : problem === 'square' ? t('rule.brandImageSquare') : error;
  return (
    <div className="settings-brand-image">
      <ImageField id={`setting-${field}`} label={t(`admin.settings.field.${field}`)} image={image} error={shown} onChange={onChange} />
      <p className="admin-hint" id={`setting-${field}-hint`}>
        {t(`admin.settings.${field}Hint`, { types: typeNames(rule), max: maxKilobytes(rule) })}
      </p>
    </div>
  );
}

/** Whether the chosen image breaks its rule already in the browser (type, shape): the form is not sent. */
export function brandImageRefused(field: keyof typeof BRAND_IMAGE_RULES, image: ImageFragment | null): boolean {
  return image !== null && brandImageProblem(BRAND_IMAGE_RULES[field], image) !== null;
}
