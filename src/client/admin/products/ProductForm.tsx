import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/navigation';
import type { ProductFormFragment } from '../../../../generated/client/graphql';
import {
  getAdminProductQueryKey,
  getProductsWithPaginationQueryKey,
  useUpsertProductMutation,
} from '../../../../generated/hooks';
import { productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';
import { FormProblems } from '../kit/FormProblems';
import { SaveButton } from '../kit/SaveButton';
import { useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import { ConnectedProductsField } from './ConnectedProductsField';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductCatalogFields } from './ProductCatalogFields';
import { ProductImageFields } from './ProductImageFields';
import { ProductPageFields } from './ProductPageFields';
import { ProductPriceFields } from './ProductPriceFields';
import { PRODUCT_SERVER_FIELDS, checkProductForm, formToVariables, type ProductFormValues } from './product-form';

interface Props {
  /** The saved product; null for a new one. */
  product: ProductFormFragment | null;
  initial: ProductFormValues;
}

/** The product's form in the admin's language: saved with UpsertProduct, refused values pointed at and kept. */
export function ProductForm({ product, initial }: Props) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpsertProductMutation(),
    check: checkProductForm,
    toVariables: (values: ProductFormValues) => formToVariables(values, product?.id ?? null, initial),
    serverFields: PRODUCT_SERVER_FIELDS,
    invalidate: [getProductsWithPaginationQueryKey()],
    savedMessage: ({ upsertProduct }) => t('product.saved', { name: upsertProduct.name }),
    onSaved: ({ upsertProduct }) => {
      queryClient.setQueryData(getAdminProductQueryKey({ id: upsertProduct.id }), { product: upsertProduct });
      if (!product) void navigate(productPath(upsertProduct.id), { replace: true });
    },
  });
  const change = (changes: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const changeText = useSlugFollowsName(initial.slug, setValues);

  return (
    <form className="admin-form admin-product-form" onSubmit={onSubmit} noValidate>
      <FormProblems invalid={invalid} general={general} />
      <CatalogTextFields
        idPrefix="product"
        values={values}
        errors={errors}
        languageName={languageName}
        onChange={changeText}
        textsHint={t('product.textsHint')}
      />
      <ProductPriceFields values={values} errors={errors} perVariant={(product?.options.length ?? 0) > 0} onChange={(field, value) => change({ [field]: value })} />
      <ProductCatalogFields values={values} saved={initial} errors={errors} onChange={change} />
      <ProductImageFields
        image={values.image}
        gallery={values.gallery}
        errors={errors}
        onImage={(image) => change({ image })}
        onGallery={(gallery) => change({ gallery })}
      />
      <ProductPageFields
        youtube={values.youtube}
        features={values.features}
        error={errors['youtube']}
        onYoutube={(youtube) => change({ youtube })}
        onFeatures={(features) => change({ features })}
      />
      <ConnectedProductsField
        productId={product?.id ?? null}
        connected={values.connected}
        error={errors['connected_ids']}
        onChange={(connected) => change({ connected })}
      />
      <SaveButton saving={saving} languageName={languageName} />
      {product && <DeleteProductButton id={product.id} name={product.name} />}
    </form>
  );
}
