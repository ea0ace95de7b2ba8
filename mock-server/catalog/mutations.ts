/**
 * The catalogue's writes. Each checks all of its input first and throws a translated userError
 * (changing nothing) or then applies the whole change; texts are written in the request's language.
 */
import { translate } from '../../src/server/errors';
import type { MockContext } from '../context';
import { refuseArg as refuse, requireSlug, requireText } from '../../src/server/lib/admin-input';
import { nowIso } from '../lib/clock';
import { byId, found, nextId } from '../lib/ids';
import { isBlank, valueWrites, withTranslation, type Translated } from '../../src/server/lib/translate';
import type { WishlistAddedRecord } from '../stats/tables';
import { pathOf, pickAny, sanitizeHtml, subtreeIds, youtubeIdOf } from './model';
import type {
  BrandRecord,
  CampaignRecord,
  CatalogTexts,
  CategoryRecord,
  FilterRecord,
  GroupRecord,
  ProductFeaturesRecord,
  ProductRecord,
} from './tables';
import { PRODUCT_FEATURES } from '../../src/shared/constants';
import { CAMPAIGN_CODE, categoryTreeProblem, closedUpPositions, MAX_CATEGORY_DEPTH } from '../../src/server/modules/catalog/rules';

const OK = { success: true, error: null };


function checkImage(context: MockContext, id: string | null | undefined, field: string): void {
  if (id != null && id !== '') found(context, context.db.storageFiles, id, field);
}

const idOrNull = (id: string | null | undefined): number | null => (id == null || id === '' ? null : Number(id));

/** Writes the request language's text when the argument was sent; keeps the stored text otherwise. */
function write(texts: Translated, lang: number, value: string | null | undefined, html = false): Translated {
  if (value === undefined) return texts;
  return withTranslation(texts, lang, html ? sanitizeHtml(value) : (value ?? '').trim());
}

/** What the category, brand and product forms all send; the optional texts are written only when sent. */
interface CatalogFormArgs {
  /** Left out to create. */
  id?: string | null;
  name: string;
  slug: string;
  image_id?: string | null;
  description?: string | null;
  seo_title?: string | null;
  seo_keywords?: string | null;
  seo_description?: string | null;
}

/** The texts of a new record: empty in both languages until written. */
const emptyTexts = (): CatalogTexts => ({
  names: ['', ''],
  slugs: ['', ''],
  descriptions: ['', ''],
  seo_titles: ['', ''],
  seo_keywords_list: ['', ''],
  seo_descriptions: ['', ''],
});

/** Writes the name and slug, and the description and SEO texts that were sent, in the request's language. */
function writeTexts(record: CatalogTexts, lang: number, name: string, slug: string, args: CatalogFormArgs): void {
  record.names = withTranslation(record.names, lang, name);
  record.slugs = withTranslation(record.slugs, lang, slug);
  record.descriptions = write(record.descriptions, lang, args.description, true);
  record.seo_titles = write(record.seo_titles, lang, args.seo_title);
  record.seo_keywords_list = write(record.seo_keywords_list, lang, args.seo_keywords);
  record.seo_descriptions = write(record.seo_descriptions, lang, args.seo_description);
}

/** Renumbers rows 1, 2, 3 … in their current order. */
function renumber<T extends { position: number; id: number }>(rows: T[]): void {
  [...rows].sort((a, b) => a.position - b.position || a.id - b.id).forEach((row, index) => (row.position = index + 1));
}

/** Puts a row at a position (clamped) among its siblings and renumbers them. */
function moveTo<T extends { position: number; id: number }>(row: T, siblings: T[], position: number): void {
  const others = siblings.filter((sibling) => sibling !== row).sort((a, b) => a.position - b.position || a.id - b.id);
  const index = Math.max(0, Math.min(others.length, Math.round(position) - 1));
  others.splice(index, 0, row);
  others.forEach((sibling, order) => (sibling.position = order + 1));
}

// ---- categories ----

/** How many levels a category's subtree spans (1 for a category without subcategories). */
function levelsOf(context: MockContext, categoryId: number): number {
  const children = context.db.categories.filter((category) => category.parent_id === categoryId);
  return 1 + Math.max(0, ...children.map((child) => levelsOf(context, child.id)));
}

interface UpsertCategoryArgs extends CatalogFormArgs {
  parent_id?: string | null;
}

function upsertCategory(_source: unknown, args: UpsertCategoryArgs, context: MockContext): CategoryRecord {
  const { db, lang } = context;
  const current = args.id != null && args.id !== '' ? found(context, db.categories, args.id, 'id') : undefined;
  const name = requireText(context, args.name, 'name');
  const slug = requireSlug(context, args.slug);
  const parentId = args.parent_id === undefined ? (current?.parent_id ?? null) : idOrNull(args.parent_id);
  if (parentId != null) {
    const parent = found(context, db.categories, parentId, 'parent_id');
    if (current && subtreeIds(db, current.id).has(parent.id)) refuse(context, 'categoryCycle', 'parent_id');
    const levels = current ? levelsOf(context, current.id) : 1;
    if (pathOf(db, parent.id).length + levels > MAX_CATEGORY_DEPTH) refuse(context, 'categoryTooDeep', 'parent_id');
  }
  const siblings = db.categories.filter((category) => category.parent_id === parentId && category !== current);
  if (siblings.some((sibling) => pickAny(sibling.slugs, lang) === slug)) refuse(context, 'slugTaken', 'slug', 'CONFLICT');
  checkImage(context, args.image_id, 'image_id');

  const record: CategoryRecord = current ?? {
    id: nextId(db.categories),
    parent_id: parentId,
    position: siblings.length + 1,
    ...emptyTexts(),
    image_id: null,
    created_at: nowIso(),
  };
  writeTexts(record, lang, name, slug, args);
  if (args.image_id !== undefined) record.image_id = idOrNull(args.image_id);
  if (!current) {
    db.categories.push(record);
  } else if (current.parent_id !== parentId) {
    const oldParent = current.parent_id;
    current.parent_id = parentId;
    current.position = siblings.length + 1;
    renumber(db.categories.filter((category) => category.parent_id === oldParent));
  }
  return record;
}

function deleteCategory(_source: unknown, { id }: { id: string }, context: MockContext) {
  const { db } = context;
  const category = found(context, db.categories, id, 'id');
  if (db.categories.some((child) => child.parent_id === category.id)) refuse(context, 'categoryHasChildren', 'id', 'CONFLICT');
  db.categories = db.categories.filter((row) => row !== category);
  for (const product of db.products) product.category_ids = product.category_ids.filter((categoryId) => categoryId !== category.id);
  renumber(db.categories.filter((row) => row.parent_id === category.parent_id));
  return OK;
}

function sortCategories(
  _source: unknown,
  { items }: { items: { id: string; position: number; parent_id?: string | null }[] },
  context: MockContext,
) {
  const { db } = context;
  const draft = new Map(db.categories.map((category) => [category.id, { parent_id: category.parent_id, position: category.position }]));
  for (const item of items) {
    const category = found(context, db.categories, item.id, 'items');
    const parentId = idOrNull(item.parent_id);
    if (parentId != null) found(context, db.categories, parentId, 'items');
    draft.set(category.id, { parent_id: parentId, position: item.position });
  }
  // The new tree must have no cycles, at most three levels, and unique slugs among siblings.
  const problem = categoryTreeProblem(db.categories, draft);
  if (problem) refuse(context, problem.key, 'items', problem.code);
  const final = closedUpPositions(draft, new Set(items.map((item) => Number(item.id))));
  for (const category of db.categories) Object.assign(category, final.get(category.id));
  return OK;
}

// ---- brands ----

interface UpsertBrandArgs extends CatalogFormArgs {
  position?: number | null;
}

function upsertBrand(_source: unknown, args: UpsertBrandArgs, context: MockContext): BrandRecord {
  const { db, lang } = context;
  const current = args.id != null && args.id !== '' ? found(context, db.brands, args.id, 'id') : undefined;
  const name = requireText(context, args.name, 'name');
  const slug = requireSlug(context, args.slug);
  // A new brand gets its name and slug in both languages (brand names are rarely translated).
  const taken = db.brands.some(
    (brand) => brand !== current && (current ? [pickAny(brand.slugs, lang)] : [pickAny(brand.slugs, 0), pickAny(brand.slugs, 1)]).includes(slug),
  );
  if (taken) refuse(context, 'slugTaken', 'slug', 'CONFLICT');
  checkImage(context, args.image_id, 'image_id');

  const record: BrandRecord = current ?? {
    id: nextId(db.brands),
    position: db.brands.length + 1,
    ...emptyTexts(),
    names: [name, name],
    slugs: [slug, slug],
    image_id: null,
    created_at: nowIso(),
  };
  writeTexts(record, lang, name, slug, args);
  if (args.image_id !== undefined) record.image_id = idOrNull(args.image_id);
  if (!current) db.brands.push(record);
  if (args.position != null) moveTo(record, db.brands, args.position);
  return record;
}

function deleteBrand(_source: unknown, { id }: { id: string }, context: MockContext) {
  const { db } = context;
  const brand = found(context, db.brands, id, 'id');
  db.brands = db.brands.filter((row) => row !== brand);
  for (const product of db.products) if (product.brand_id === brand.id) product.brand_id = null;
  renumber(db.brands);
  return OK;
}

// ---- groups, filters and campaigns ----

function createGroup(_source: unknown, args: { name: string; description?: string | null }, context: MockContext): GroupRecord {
  const { db, lang } = context;
  const name = requireText(context, args.name, 'name');
  const group: GroupRecord = {
    id: nextId(db.groups),
    position: db.groups.length + 1,
    names: withTranslation(undefined, lang, name),
    descriptions: withTranslation(undefined, lang, args.description?.trim() ?? ''),
    created_at: nowIso(),
  };
  db.groups.push(group);
  return group;
}

interface UpdateGroupArgs {
  id: string;
  name?: string | null;
  description?: string | null;
  position?: number | null;
  filters?: { id?: string | null; name: string; position?: number | null }[] | null;
}

/** Removes filters with their values from the products that had them. */
function dropFilters(context: MockContext, filterIds: Set<number>): void {
  if (!filterIds.size) return;
  context.db.filters = context.db.filters.filter((filter) => !filterIds.has(filter.id));
  for (const product of context.db.products) {
    product.specifications = product.specifications.filter((spec) => !filterIds.has(spec.filter_id));
  }
}

function updateGroup(_source: unknown, args: UpdateGroupArgs, context: MockContext): GroupRecord {
  const { db, lang } = context;
  const group = found(context, db.groups, args.id, 'id');
  const name = args.name != null ? requireText(context, args.name, 'name') : undefined;
  const inputs = args.filters?.map((input, index) => {
    const filterName = requireText(context, input.name, 'filters');
    const filter = input.id != null && input.id !== '' ? byId(db.filters, input.id) : undefined;
    if (input.id != null && input.id !== '' && filter?.group_id !== group.id) refuse(context, 'notFound', 'filters', 'NOT_FOUND');
    return { filter, name: filterName, position: input.position ?? index + 1, index };
  });

  if (name !== undefined) group.names = withTranslation(group.names, lang, name);
  if (args.description !== undefined) group.descriptions = write(group.descriptions, lang, args.description);
  if (args.position != null) moveTo(group, db.groups, args.position);
  if (inputs) {
    const kept = new Set(inputs.map((input) => input.filter?.id).filter((id) => id !== undefined));
    dropFilters(context, new Set(db.filters.filter((filter) => filter.group_id === group.id && !kept.has(filter.id)).map((filter) => filter.id)));
    const saved: FilterRecord[] = [];
    for (const input of [...inputs].sort((a, b) => a.position - b.position || a.index - b.index)) {
      const filter: FilterRecord = input.filter ?? { id: nextId(db.filters), group_id: group.id, position: 0, names: ['', ''] };
      filter.names = withTranslation(filter.names, lang, input.name);
      filter.position = saved.length + 1;
      if (!input.filter) db.filters.push(filter);
      saved.push(filter);
    }
  }
  return group;
}

function deleteGroup(_source: unknown, { id }: { id: string }, context: MockContext) {
  const { db } = context;
  const group = found(context, db.groups, id, 'id');
  dropFilters(context, new Set(db.filters.filter((filter) => filter.group_id === group.id).map((filter) => filter.id)));
  db.campaigns = db.campaigns.filter((campaign) => campaign.group_id !== group.id);
  db.groups = db.groups.filter((row) => row !== group);
  for (const product of db.products) if (product.group_id === group.id) product.group_id = null;
  renumber(db.groups);
  return OK;
}

function createGroupCampaign(
  _source: unknown,
  args: { group_id: string; code: string; description?: string | null },
  context: MockContext,
): CampaignRecord {
  const { db } = context;
  const groupId = requireText(context, args.group_id, 'group_id');
  const group = found(context, db.groups, groupId, 'group_id');
  const code = requireText(context, args.code, 'code');
  if (!CAMPAIGN_CODE.test(code)) refuse(context, 'invalidCampaignCode', 'code');
  if (db.campaigns.some((campaign) => campaign.code.toLowerCase() === code.toLowerCase())) refuse(context, 'codeTaken', 'code', 'CONFLICT');
  const campaign: CampaignRecord = {
    id: nextId(db.campaigns),
    group_id: group.id,
    code,
    description: args.description?.trim() || null,
    created_at: nowIso(),
  };
  db.campaigns.push(campaign);
  return campaign;
}

function deleteGroupCampaign(_source: unknown, { id }: { id: string }, context: MockContext) {
  const campaign = found(context, context.db.campaigns, id, 'id');
  context.db.campaigns = context.db.campaigns.filter((row) => row !== campaign);
  return OK;
}

// ---- products ----

interface UpsertProductArgs extends CatalogFormArgs {
  code: string;
  price: number;
  discount_price?: number | null;
  stock: number;
  new?: boolean | null;
  popular?: boolean | null;
  active?: boolean | null;
  active_from?: string | null;
  active_to?: string | null;
  brand_id?: string | null;
  category_ids?: string[] | null;
  gallery_ids?: string[] | null;
  group_id?: string | null;
  specifications?: { filter_id: string; value: string }[] | null;
  youtube?: string | null;
  connected_ids?: string[] | null;
  features?: ProductFeaturesRecord | null;
}

/** An ISO timestamp from a DateTime argument; undefined when not sent, null when cleared. */
function moment(context: MockContext, value: string | null | undefined, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) refuse(context, 'invalidDateRange', field);
  return new Date(time).toISOString();
}

function upsertProduct(_source: unknown, args: UpsertProductArgs, context: MockContext): ProductRecord {
  const { db, lang } = context;
  const current = args.id != null && args.id !== '' ? found(context, db.products, args.id, 'id') : undefined;
  const code = requireText(context, args.code, 'code');
  if (db.products.some((product) => product !== current && product.code.toLowerCase() === code.toLowerCase())) {
    refuse(context, 'codeTaken', 'code', 'CONFLICT');
  }
  const name = requireText(context, args.name, 'name');
  const slug = requireSlug(context, args.slug);
  if (!Number.isFinite(args.price) || args.price <= 0) refuse(context, 'invalidPrice', 'price');
  const discount = args.discount_price === undefined ? (current?.discount_price ?? null) : args.discount_price;
  if (discount != null && !(discount > 0 && discount < args.price)) refuse(context, 'discountNotBelowPrice', 'discount_price');
  if (!Number.isInteger(args.stock) || args.stock < 0) refuse(context, 'invalidStock', 'stock');
  const activeFrom = moment(context, args.active_from, 'active_from');
  const activeTo = moment(context, args.active_to, 'active_to');
  const from = activeFrom === undefined ? current?.active_from : activeFrom;
  const to = activeTo === undefined ? current?.active_to : activeTo;
  if (from && to && Date.parse(from) >= Date.parse(to)) refuse(context, 'invalidDateRange', 'active_to');
  if (args.brand_id != null && args.brand_id !== '') found(context, db.brands, args.brand_id, 'brand_id');
  for (const id of args.category_ids ?? []) found(context, db.categories, id, 'category_ids');
  checkImage(context, args.image_id, 'image_id');
  for (const id of args.gallery_ids ?? []) checkImage(context, id, 'gallery_ids');
  const groupId = args.group_id === undefined ? (current?.group_id ?? null) : idOrNull(args.group_id);
  if (groupId != null) found(context, db.groups, groupId, 'group_id');
  const groupFilters = new Set(db.filters.filter((filter) => filter.group_id === groupId).map((filter) => filter.id));
  for (const spec of args.specifications ?? []) {
    if (!groupFilters.has(Number(spec.filter_id))) refuse(context, 'notFound', 'specifications', 'NOT_FOUND');
  }
  const youtube = args.youtube === undefined ? undefined : args.youtube?.trim() || null;
  if (youtube && !youtubeIdOf(youtube)) refuse(context, 'invalidVideo', 'youtube');
  for (const id of args.connected_ids ?? []) found(context, db.products, id, 'connected_ids');

  const now = nowIso();
  const record: ProductRecord = current ?? {
    id: nextId(db.products),
    code,
    ...emptyTexts(),
    price: args.price,
    discount_price: null,
    stock: args.stock,
    active: true,
    active_from: null,
    active_to: null,
    new: false,
    popular: false,
    brand_id: null,
    category_ids: [],
    image_id: null,
    gallery_ids: [],
    group_id: null,
    specifications: [],
    youtube: null,
    connected_ids: [],
    features: { ...PRODUCT_FEATURES },
    position: db.products.reduce((max, product) => Math.max(max, product.position), 0) + 1,
    created_at: now,
    updated_at: now,
  };
  record.code = code;
  writeTexts(record, lang, name, slug, args);
  record.price = args.price;
  record.discount_price = discount;
  record.stock = args.stock;
  if (args.new != null) record.new = args.new;
  if (args.popular != null) record.popular = args.popular;
  if (args.active != null) record.active = args.active;
  record.active_from = from ?? null;
  record.active_to = to ?? null;
  if (args.brand_id !== undefined) record.brand_id = idOrNull(args.brand_id);
  if (args.category_ids != null) record.category_ids = [...new Set(args.category_ids.map(Number))];
  if (args.image_id !== undefined) record.image_id = idOrNull(args.image_id);
  if (args.gallery_ids != null) record.gallery_ids = args.gallery_ids.map(Number);
  record.group_id = groupId;
  // The request language's values only (the rule of src/server/lib/translate.ts: valueWrites).
  const specifications = record.specifications.map((spec) => ({ ...spec, values: [...spec.values] as Translated }));
  for (const write of valueWrites((args.specifications ?? []).map((spec) => ({ key: Number(spec.filter_id), value: spec.value })))) {
    const saved = specifications.find((spec) => spec.filter_id === write.key);
    if (saved) saved.values = withTranslation(saved.values, lang, write.value);
    else specifications.push({ filter_id: write.key, values: withTranslation(undefined, lang, write.value) });
  }
  record.specifications = specifications.filter((spec) => groupFilters.has(spec.filter_id) && !isBlank(spec.values));
  if (youtube !== undefined) record.youtube = youtube;
  if (args.connected_ids != null) {
    record.connected_ids = [...new Set(args.connected_ids.map(Number))].filter((id) => id !== record.id);
  }
  if (args.features != null) record.features = { ...args.features };
  record.updated_at = now;
  if (!current) db.products.push(record);
  return record;
}

function deleteProduct(_source: unknown, { id }: { id: string }, context: MockContext) {
  const { db } = context;
  const product = found(context, db.products, id, 'id');
  db.products = db.products.filter((row) => row !== product);
  for (const other of db.products) other.connected_ids = other.connected_ids.filter((connected) => connected !== product.id);
  return OK;
}

// ---- counting from the storefront ----

interface CountArgs {
  product_id: string;
  client: string;
  session?: string | null;
  campaign?: string | null;
}

/** The product a storefront counter names: a numeric id of an existing product, else undefined. */
function countedProduct(context: MockContext, productId: string): ProductRecord | undefined {
  return /^\d+$/.test(String(productId).trim()) ? byId(context.db.products, productId) : undefined;
}

function recordProductView(_source: unknown, args: CountArgs, context: MockContext) {
  const product = countedProduct(context, args.product_id);
  // A tracking call never breaks the product page: an unknown product is answered, not thrown.
  if (!product) return { success: false, error: translate(context.lang, 'notFound') };
  context.db.productViews.push({
    product_id: product.id,
    client: args.client.trim(),
    session: args.session?.trim() || null,
    campaign: args.campaign?.trim() || null,
    created_at: nowIso(),
  });
  return OK;
}

function createWishlistAdded(_source: unknown, args: CountArgs, context: MockContext): WishlistAddedRecord | null {
  // Spec §5: the wishlist toggle ignores non-numeric ids.
  const product = countedProduct(context, args.product_id);
  if (!product) return null;
  const record: WishlistAddedRecord = {
    id: nextId(context.db.wishlistAdded),
    product_id: product.id,
    client: args.client.trim(),
    session: args.session?.trim() || null,
    campaign: args.campaign?.trim() || null,
    created_at: nowIso(),
  };
  context.db.wishlistAdded.push(record);
  return record;
}

export const catalogMutations = {
  upsertCategory,
  deleteCategory,
  sortCategories,
  upsertBrand,
  deleteBrand,
  createGroup,
  updateGroup,
  deleteGroup,
  createGroupCampaign,
  deleteGroupCampaign,
  upsertProduct,
  deleteProduct,
  recordProductView,
  createWishlistAdded,
};
