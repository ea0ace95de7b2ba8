import type {
  ImageFragment,
  ProductFeaturesInput,
  ProductFormFragment,
  UpsertProductMutationVariables,
} from '../../../../generated/client/graphql';
import { PRODUCT_FEATURES } from '../../../shared/constants';
import { fromLocalInput, toLocalInput } from '../kit/admin-dates';
import { catalogTextsIn, catalogTextVariables, emptyCatalogTexts, type CatalogTextValues } from '../kit/catalog-texts';
import type { LanguageId } from '../../../shared/i18n/languages';

export interface ConnectedProduct {
  id: string;
  name: string;
  code: string;
}

/** What the product form holds: numbers as typed, so a bad entry is kept and pointed at, not lost. */
export interface ProductFormValues extends CatalogTextValues {
  code: string;
  price: string;
  discount_price: string;
  stock: string;
  new: boolean;
  popular: boolean;
  active: boolean;
  /** `datetime-local` values, local time; '' for none. */
  active_from: string;
  active_to: string;
  brand_id: string;
  /** The main category, whose path the product's URL carries. */
  main_category_id: string;
  /** Further categories the product is listed in. */
  other_category_ids: string[];
  group_id: string;
  /** Values by filter id, in the form's language. */
  specifications: Record<string, string>;
  /**
   * What the shop shows for a filter this language has no value for (the other language's value),
   * by filter id: shown beside the empty field, never sent.
   */
  specification_fallbacks: Record<string, string>;
  youtube: string;
  connected: ConnectedProduct[];
  features: ProductFeaturesInput;
  image: ImageFragment | null;
  gallery: ImageFragment[];
}

/** The form's fields that the server names in `extensions.field` when it refuses a value. */
export const PRODUCT_SERVER_FIELDS = [
  'code',
  'name',
  'slug',
  'description',
  'seo_title',
  'seo_keywords',
  'seo_description',
  'price',
  'discount_price',
  'stock',
  'active_from',
  'active_to',
  'brand_id',
  'category_ids',
  'group_id',
  'specifications',
  'youtube',
  'connected_ids',
  'image_id',
  'gallery_ids',
] as const;

export function emptyProductForm(): ProductFormValues {
  return {
    code: '',
    ...emptyCatalogTexts(),
    price: '',
    discount_price: '',
    stock: '0',
    new: false,
    popular: false,
    active: true,
    active_from: '',
    active_to: '',
    brand_id: '',
    main_category_id: '',
    other_category_ids: [],
    group_id: '',
    specifications: {},
    specification_fallbacks: {},
    youtube: '',
    connected: [],
    features: { ...PRODUCT_FEATURES },
    image: null,
    gallery: [],
  };
}

/** A typed amount: "1 234,50", "1234.5" → 1234.5; NaN when it is not a number, null when empty. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (!compact) return null;
  // A comma is the decimal separator in Serbian (§9's price format); dots before it group thousands.
  const normalised = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The form of a saved product, with its texts in the language being edited. */
export function productToForm(product: ProductFormFragment, lang: LanguageId): ProductFormValues {
  const [main, ...others] = product.categories;
  return {
    code: product.code,
    ...catalogTextsIn(product, lang),
    price: String(product.price_rsd),
    discount_price: product.discount_price_rsd == null ? '' : String(product.discount_price_rsd),
    stock: String(product.stock),
    new: product.new,
    popular: product.popular,
    active: product.active,
    active_from: toLocalInput(product.active_from),
    active_to: toLocalInput(product.active_to),
    brand_id: product.brand?.id ?? '',
    main_category_id: main?.id ?? '',
    other_category_ids: others.map((category) => category.id),
    group_id: product.group?.id ?? '',
    specifications: Object.fromEntries(product.specifications.map((spec) => [spec.filter.id, spec.values[lang] ?? ''])),
    specification_fallbacks: Object.fromEntries(
      product.specifications.filter((spec) => !spec.values[lang]).map((spec) => [spec.filter.id, spec.values.find(Boolean) ?? '']),
    ),
    youtube: product.youtube ?? '',
    connected: product.connected.map(({ id, name, code }) => ({ id, name, code })),
    features: { ...product.features },
    image: product.image,
    gallery: [...product.gallery],
  };
}

/** Problems the form can see before asking the server: field → key of the admin's texts. */
export function checkProductForm(values: ProductFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['code', 'name', 'slug'] as const) if (!values[field].trim()) problems[field] = 'form.required';
  const price = parseAmount(values.price);
  if (price === null) problems['price'] = 'form.required';
  else if (!(price > 0)) problems['price'] = 'rule.invalidPrice';
  const discount = parseAmount(values.discount_price);
  if (discount !== null && (Number.isNaN(discount) || !(discount > 0) || (price !== null && price > 0 && discount >= price))) {
    problems['discount_price'] = 'rule.discountNotBelowPrice';
  }
  if (!/^\d+$/.test(values.stock.trim())) problems['stock'] = 'rule.invalidStock';
  return problems;
}

/**
 * The values to send of a product's specifications: those changed from what the form was opened
 * with (`saved`, the same group's values in this language), an emptied one as '' to clear this
 * language's value. Values the administrator did not touch are not sent, so a save in one language
 * never writes over what it did not show.
 */
export function changedSpecifications(values: ProductFormValues, saved: Pick<ProductFormValues, 'group_id' | 'specifications'>) {
  if (!values.group_id) return [];
  const before = values.group_id === saved.group_id ? saved.specifications : {};
  return Object.entries(values.specifications)
    .filter(([filterId, value]) => value.trim() !== (before[filterId] ?? '').trim())
    .map(([filter_id, value]) => ({ filter_id, value: value.trim() }));
}

/** The UpsertProduct variables of a checked form; texts are saved as the request language's translation. */
export function formToVariables(
  values: ProductFormValues,
  id: string | null,
  saved: Pick<ProductFormValues, 'group_id' | 'specifications'> = emptyProductForm(),
): UpsertProductMutationVariables {
  const categoryIds = [values.main_category_id, ...values.other_category_ids.filter((other) => other !== values.main_category_id)];
  return {
    id,
    code: values.code.trim(),
    ...catalogTextVariables(values),
    price: parseAmount(values.price) ?? 0,
    discount_price: parseAmount(values.discount_price),
    stock: Number(values.stock.trim()),
    new: values.new,
    popular: values.popular,
    active: values.active,
    active_from: fromLocalInput(values.active_from),
    active_to: fromLocalInput(values.active_to),
    brand_id: values.brand_id || null,
    category_ids: categoryIds.filter(Boolean),
    group_id: values.group_id || null,
    specifications: changedSpecifications(values, saved),
    youtube: values.youtube.trim(),
    connected_ids: values.connected.map((product) => product.id),
    features: { ...values.features },
    image_id: values.image?.id ?? null,
    gallery_ids: values.gallery.map((image) => image.id),
  };
}
