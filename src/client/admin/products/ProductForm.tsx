import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ProductFormFragment } from '../../../../generated/client/graphql';
import {
  getAdminProductQueryKey,
  getProductsWithPaginationQueryKey,
  useUpsertProductMutation,
} from '../../../../generated/hooks';
import { langById } from '../../../shared/languages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';
import { splitServerErrors } from '../kit/server-errors';
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
  const { lang } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpsertProductMutation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const change = (changes: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const changeText = useSlugFollowsName(initial.slug, setValues);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkProductForm(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(formToVariables(values, product?.id ?? null, initial), {
      onSuccess: ({ upsertProduct }) => {
        queryClient.setQueryData(getAdminProductQueryKey({ id: upsertProduct.id }), { product: upsertProduct });
        void queryClient.invalidateQueries({ queryKey: getProductsWithPaginationQueryKey() });
        toast.success(t('product.saved', { name: upsertProduct.name }));
        if (!product) void navigate(productPath(upsertProduct.id), { replace: true });
      },
    });
  };

  const server = save.isError ? splitServerErrors(save.error, PRODUCT_SERVER_FIELDS) : { fields: {} as Record<string, string>, general: null };
  const errors = { ...server.fields, ...problems };
  const languageName = t(`language.${langById(lang)?.code ?? 'sr'}`);
  const invalid = Object.keys(errors).length > 0 || server.general != null;

  return (
    <form className="admin-form admin-product-form" onSubmit={onSubmit} noValidate>
      {invalid && (
        <div className="error-box" role="alert">
          <p>{t('form.fix')}</p>
        </div>
      )}
      <ErrorBox error={server.general} />
      <CatalogTextFields
        idPrefix="product"
        values={values}
        errors={errors}
        languageName={languageName}
        onChange={changeText}
        textsHint={t('product.textsHint')}
        descriptionRows={8}
      />
      <ProductPriceFields values={values} errors={errors} onChange={(field, value) => change({ [field]: value })} />
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
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('product.save', { language: languageName })}
        </button>
      </div>
      {product && <DeleteProductButton id={product.id} name={product.name} />}
    </form>
  );
}
