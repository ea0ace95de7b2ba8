import { useState } from 'react';
import type { ProductVariantsFormFragment } from '../../../../../generated/client/graphql';
import { getAdminProductQueryKey, getAdminProductVariantsQueryKey, getProductsWithPaginationQueryKey, useSaveProductVariantsMutation } from '../../../../../generated/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/useSession';
import { useAdminT } from '../../i18n/useAdminT';
import { FormProblems } from '../../kit/FormProblems';
import { useEntityForm } from '../../kit/useEntityForm';
import { ProductImageFields } from '../ProductImageFields';
import { generateVariants } from './generate-variants';
import { OptionsEditor } from './OptionsEditor';
import { VariantBulkBar } from './VariantBulkBar';
import { VariantTable } from './VariantTable';
import { VARIANT_PATHS, checkDraft, draftOf, draftToVariables, variantName, type VariantDraft, type VariantRow } from './variant-draft';

/**
 * The product's options and variants, saved together (SaveProductVariants): options and values are
 * edited, the combinations made, each variant's code, prices, stock, pictures and state typed in its
 * row, several changed at once. A refused save keeps everything typed and points at each cell.
 */
export function VariantsEditor({ product }: { product: ProductVariantsFormFragment }) {
  const t = useAdminT();
  const { lang } = useSession();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pictures, setPictures] = useState<string | null>(null);
  const initial = draftOf(product);
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useSaveProductVariantsMutation(),
    check: checkDraft,
    toVariables: (draft: VariantDraft) => draftToVariables(product.id, draft),
    serverFields: VARIANT_PATHS,
    invalidate: [getAdminProductQueryKey({ id: product.id }), getProductsWithPaginationQueryKey()],
    savedMessage: () => t('admin.variants.saved', { name: product.code }),
    onSaved: ({ saveProductVariants }, setDraft) => {
      queryClient.setQueryData(getAdminProductVariantsQueryKey({ id: product.id }), { product: saveProductVariants });
      // The saved rows have ids now: the next save changes them instead of making them anew.
      setDraft(draftOf(saveProductVariants));
      setSelected(new Set());
    },
  });
  const lang01 = lang === 1 ? 1 : 0;
  const setVariants = (variants: VariantRow[]) => setValues((draft) => ({ ...draft, variants }));
  const shown = values.variants.find((variant) => variant.key === pictures);
  const amount = (value: number | null | undefined) => (value == null ? '' : String(value));

  return (
    <form className="admin-form variant-editor" onSubmit={onSubmit} noValidate aria-label={t('admin.variants.table')}>
      <FormProblems invalid={invalid} general={general} />
      <OptionsEditor options={values.options} errors={errors} onChange={(options) => setValues((draft) => ({ ...draft, options }))} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.variants.table')}</legend>
        {values.options.length > 0 && (
          <p>
            <button
              type="button"
              className="button"
              aria-describedby="variant-generate-hint"
              onClick={() => setVariants(generateVariants(values.options, values.variants, { code: product.code, price: amount(product.price), discount_price: amount(product.discount_price) }))}
            >
              {t('admin.variants.generate')}
            </button>
            <small id="variant-generate-hint" className="admin-hint">
              {t('admin.variants.generateHint')}
            </small>
          </p>
        )}
        {errors['variants'] && (
          <p className="admin-field-error" role="alert">
            {errors['variants']}
          </p>
        )}
        <VariantBulkBar count={selected.size} onApply={(changes) => setVariants(values.variants.map((variant) => (selected.has(variant.key) ? { ...variant, ...changes } : variant)))} />
        <VariantTable options={values.options} variants={values.variants} lang={lang01} selected={selected} errors={errors} onSelect={setSelected} onChange={setVariants} onPictures={setPictures} />
      </fieldset>
      {shown && (
        <div className="variant-pictures">
          <ProductImageFields
            idPrefix={`variant-${shown.key}`}
            legend={t('admin.variants.picturesOf', { name: variantName(values.options, shown, lang01) })}
            hint={t('admin.variants.picturesHint')}
            image={shown.image}
            gallery={shown.gallery}
            errors={{}}
            onImage={(image) => setVariants(values.variants.map((variant) => (variant.key === shown.key ? { ...variant, image } : variant)))}
            onGallery={(gallery) => setVariants(values.variants.map((variant) => (variant.key === shown.key ? { ...variant, gallery } : variant)))}
          />
          <button type="button" className="button" onClick={() => setPictures(null)}>
            {t('admin.variants.closePictures')}
          </button>
        </div>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.variants.save')}
        </button>
      </div>
    </form>
  );
}
