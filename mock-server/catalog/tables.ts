import { PRODUCT_FEATURES } from '../../src/shared/constants';
import type { MockDb } from '../db';
import { daysAgo } from '../lib/clock';
import type { Translated } from '../../src/server/lib/translate';
import { slugify } from '../../src/shared/slug';
import { addMockImage } from '../storage/tables';
import {
  BRAND_DEFS,
  CAMPAIGN_DEFS,
  CATEGORY_DEFS,
  DESCRIPTION_INTROS,
  GROUP_DEFS,
  PRODUCT_DEFS,
  PRODUCT_TYPES,
  VALUE_TRANSLATIONS,
  WARRANTY,
  type WindowDef,
} from './data';

/** The texts a category, a brand and a product each keep in both languages: its page's and its SEO's. */
export interface CatalogTexts {
  names: Translated;
  slugs: Translated;
  descriptions: Translated;
  seo_titles: Translated;
  seo_keywords_list: Translated;
  seo_descriptions: Translated;
}

/** A product category; the tree is at most three levels deep. */
export interface CategoryRecord extends CatalogTexts {
  id: number;
  parent_id: number | null;
  /** Order among its siblings, from 1. */
  position: number;
  image_id: number | null;
  created_at: string;
}

export interface BrandRecord extends CatalogTexts {
  id: number;
  position: number;
  image_id: number | null;
  created_at: string;
}

/** A product group: products of one kind sharing specification filters. */
export interface GroupRecord {
  id: number;
  position: number;
  names: Translated;
  descriptions: Translated;
  created_at: string;
}

/** A specification filter of a group (Boja / Colour). */
export interface FilterRecord {
  id: number;
  group_id: number;
  position: number;
  names: Translated;
}

/** A marketing campaign of a group; its code arrives in links. */
export interface CampaignRecord {
  id: number;
  group_id: number;
  code: string;
  /** For administrators only, so not translated. */
  description: string | null;
  created_at: string;
}

/** A product's value for one filter of its group. */
export interface SpecificationRecord {
  filter_id: number;
  values: Translated;
}

export interface ProductFeaturesRecord {
  connected: boolean;
  gallery: boolean;
  specifications: boolean;
  youtube: boolean;
  price: boolean;
}

export interface ProductRecord extends CatalogTexts {
  id: number;
  code: string;
  /** Regular price in RSD. */
  price: number;
  /** Action price in RSD, below the price; null when not on action. */
  discount_price: number | null;
  stock: number;
  active: boolean;
  active_from: string | null;
  active_to: string | null;
  /** "On action" is computed from discount_price, never stored. */
  action?: never;
  new: boolean;
  popular: boolean;
  brand_id: number | null;
  /** The first is the main category. */
  category_ids: number[];
  image_id: number | null;
  gallery_ids: number[];
  group_id: number | null;
  specifications: SpecificationRecord[];
  /** The link as entered; the id is taken from it when read. */
  youtube: string | null;
  connected_ids: number[];
  features: ProductFeaturesRecord;
  /** Default order of listings (relevance without a search), from 1. */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface CatalogTables {
  categories: CategoryRecord[];
  brands: BrandRecord[];
  groups: GroupRecord[];
  filters: FilterRecord[];
  campaigns: CampaignRecord[];
  products: ProductRecord[];
}

/** The fields visibility depends on, so other domains can ask about their own references. */
export type VisibilityFields = Pick<ProductRecord, 'active' | 'active_from' | 'active_to'>;

/** Shown to visitors: switched on and inside its display window (both ends inclusive). */
export function isProductVisible(product: VisibilityFields, now: Date = new Date()): boolean {
  const time = now.getTime();
  return (
    product.active &&
    (!product.active_from || Date.parse(product.active_from) <= time) &&
    (!product.active_to || Date.parse(product.active_to) >= time)
  );
}

/** What a shopper pays now in RSD: the action price when there is one, otherwise the price. */
export function processPriceRsd(product: Pick<ProductRecord, 'price' | 'discount_price'>): number {
  return product.discount_price != null && product.discount_price < product.price ? product.discount_price : product.price;
}

const both = (text: string): Translated => [text, text];
const paragraph = (text: string): string => `<p>${text}</p>`;

function translateValue(serbian: string): Translated {
  // Decimal commas are Serbian; English writes 6.6" where Serbian writes 6,6".
  return [serbian, VALUE_TRANSLATIONS[serbian] ?? serbian.replace(/(\d),(\d)/g, '$1.$2')];
}

function windowOf(window: WindowDef | undefined): Pick<ProductRecord, 'active_from' | 'active_to'> {
  switch (window) {
    case 'expired':
      return { active_from: daysAgo(150), active_to: daysAgo(8) };
    case 'future':
      return { active_from: daysAgo(-21), active_to: null };
    case 'limited':
      return { active_from: daysAgo(25), active_to: daysAgo(-75) };
    default:
      return { active_from: null, active_to: null };
  }
}

const GALLERY_VIEWS: Translated[] = [
  ['pogled sa strane', 'side view'],
  ['pogled otpozadi', 'back view'],
  ['detalj', 'detail'],
  ['u pakovanju', 'in the box'],
];

function seedCategories(db: MockDb): Map<string, CategoryRecord> {
  const byKey = new Map<string, CategoryRecord>();
  db.categories = [];
  CATEGORY_DEFS.forEach((def, index) => {
    const parent = def.parent ? byKey.get(def.parent) : undefined;
    if (def.parent && !parent) throw new Error(`category ${def.key}: parent ${def.parent} must come first`);
    const [sr, en] = def.names;
    const siblings = db.categories.filter((category) => category.parent_id === (parent?.id ?? null));
    const parentNames = parent?.names ?? (['Izlog', 'Izlog'] as Translated);
    const record: CategoryRecord = {
      id: index + 1,
      parent_id: parent?.id ?? null,
      position: siblings.length + 1,
      names: [sr, en],
      slugs: [slugify(sr), slugify(en)],
      descriptions: def.description
        ? [paragraph(def.description[0]), paragraph(def.description[1])]
        : [
            paragraph(`U kategoriji „${sr}“ pronađite proizvode vodećih brendova, uz zvaničnu garanciju i brzu isporuku širom Srbije.`),
            paragraph(`The “${en}” category brings you products from leading brands, with an official warranty and fast delivery across Serbia.`),
          ],
      seo_titles: [`${sr} | Izlog`, `${en} | Izlog`],
      seo_keywords_list: [`${sr}, ${parentNames[0]}, online prodavnica`, `${en}, ${parentNames[1]}, online shop`],
      seo_descriptions: [
        `${sr} po povoljnim cenama, uz isporuku širom Srbije. Pogledajte ponudu Izlog online prodavnice.`,
        `${en} at good prices, delivered across Serbia. See the range of the Izlog online shop.`,
      ],
      image_id: addMockImage(db, { label: sr, tab: 'categories', alt: sr, width: 600, height: 400, daysOld: 400 }),
      created_at: daysAgo(420 - index * 2),
    };
    db.categories.push(record);
    byKey.set(def.key, record);
  });
  return byKey;
}

function seedBrands(db: MockDb): Map<string, BrandRecord> {
  const byKey = new Map<string, BrandRecord>();
  db.brands = BRAND_DEFS.map((def, index) => {
    const record: BrandRecord = {
      id: index + 1,
      position: index + 1,
      names: both(def.name),
      slugs: both(slugify(def.name)),
      descriptions: [paragraph(def.description[0]), paragraph(def.description[1])],
      seo_titles: both(`${def.name} | Izlog`),
      seo_keywords_list: [`${def.name}, ${def.name} Srbija, ${def.name} cene`, `${def.name}, ${def.name} Serbia, ${def.name} prices`],
      seo_descriptions: [
        `Originalni ${def.name} proizvodi uz zvaničnu garanciju i isporuku širom Srbije.`,
        `Genuine ${def.name} products with an official warranty and delivery across Serbia.`,
      ],
      image_id: addMockImage(db, { label: def.name, tab: 'brands', alt: `${def.name} logo`, width: 400, height: 200, daysOld: 380 }),
      created_at: daysAgo(410 - index * 5),
    };
    byKey.set(def.key, record);
    return record;
  });
  return byKey;
}

interface SeededGroup {
  record: GroupRecord;
  filters: FilterRecord[];
  categoryIds: Set<number>;
}

function seedGroups(db: MockDb, categories: Map<string, CategoryRecord>): Map<string, SeededGroup> {
  const byKey = new Map<string, SeededGroup>();
  db.groups = [];
  db.filters = [];
  GROUP_DEFS.forEach((def, index) => {
    const record: GroupRecord = {
      id: index + 1,
      position: index + 1,
      names: def.names,
      descriptions: def.descriptions,
      created_at: daysAgo(400 - index * 7),
    };
    db.groups.push(record);
    const filters = def.filters.map((names, position) => {
      const filter: FilterRecord = { id: db.filters.length + 1, group_id: record.id, position: position + 1, names };
      db.filters.push(filter);
      return filter;
    });
    const categoryIds = new Set<number>();
    for (const key of def.categories) {
      const root = categories.get(key);
      if (!root) throw new Error(`group ${def.key}: unknown category ${key}`);
      for (const id of subtreeOf(db.categories, root.id)) categoryIds.add(id);
    }
    byKey.set(def.key, { record, filters, categoryIds });
  });
  db.campaigns = CAMPAIGN_DEFS.map((def, index) => {
    const group = byKey.get(def.group);
    if (!group) throw new Error(`campaign ${def.code}: unknown group ${def.group}`);
    return { id: index + 1, group_id: group.record.id, code: def.code, description: def.description, created_at: daysAgo(def.daysOld) };
  });
  return byKey;
}

/** A category's id and every id below it. */
function subtreeOf(categories: readonly CategoryRecord[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id != null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The category's ancestor on the second level (itself when it is there), for the description's opening. */
function secondLevelKey(categories: Map<string, CategoryRecord>, key: string): string {
  const keys = new Map([...categories].map(([categoryKey, record]) => [record.id, categoryKey]));
  let current = categories.get(key);
  const path: string[] = [];
  while (current) {
    path.unshift(keys.get(current.id)!);
    current = current.parent_id == null ? undefined : categories.get(keys.get(current.parent_id)!);
  }
  return path[1] ?? path[0] ?? key;
}

function seedProducts(
  db: MockDb,
  categories: Map<string, CategoryRecord>,
  brands: Map<string, BrandRecord>,
  groups: Map<string, SeededGroup>,
): void {
  const byCode = new Map<string, ProductRecord>();
  db.products = PRODUCT_DEFS.map((def, index) => {
    const mainKey = def.cats[0]!;
    const main = categories.get(mainKey);
    if (!main) throw new Error(`product ${def.code}: unknown category ${mainKey}`);
    const type = def.t ?? PRODUCT_TYPES[mainKey];
    if (!def.names && !type) throw new Error(`product ${def.code}: no product type for ${mainKey}`);
    const names: Translated = def.names ?? [`${type![0]} ${def.model}`, `${def.model} ${type![1]}`];
    const brand = def.brand ? brands.get(def.brand) : undefined;
    if (def.brand && !brand) throw new Error(`product ${def.code}: unknown brand ${def.brand}`);
    const group = [...groups.values()].find((candidate) => candidate.categoryIds.has(main.id));
    const specifications: SpecificationRecord[] = [];
    (def.s ?? []).forEach((value, position) => {
      const filter = group?.filters[position];
      if (value && filter) specifications.push({ filter_id: filter.id, values: translateValue(value) });
    });
    const filterNames = new Map(db.filters.map((filter) => [filter.id, filter.names]));
    const specList = (lang: 0 | 1): string =>
      specifications.length
        ? `<ul>${specifications.map((spec) => `<li>${filterNames.get(spec.filter_id)![lang]}: ${spec.values[lang]}</li>`).join('')}</ul>`
        : '';
    const intro = DESCRIPTION_INTROS[secondLevelKey(categories, mainKey)] ?? WARRANTY;
    const isNew = def.f?.includes('n') ?? false;
    const createdDays = isNew ? 3 + (index % 11) : 45 + ((index * 53) % 380);
    const image_id = addMockImage(db, { label: names[0], tab: 'products', alt: names[0], daysOld: createdDays });
    const galleryCount = 2 + (index % 3);
    const gallery_ids = GALLERY_VIEWS.slice(0, galleryCount).map((view) =>
      addMockImage(db, { label: `${names[0]}, ${view[0]}`, tab: 'products', alt: `${names[0]}, ${view[0]}`, daysOld: createdDays }),
    );
    const brandName = brand?.names[0] ?? 'Izlog';
    const record: ProductRecord = {
      id: index + 1,
      code: def.code,
      names,
      slugs: [slugify(names[0]), slugify(names[1])],
      descriptions: [
        `<p><strong>${names[0]}</strong>: ${intro[0]}</p>${specList(0)}<p>${WARRANTY[0]}</p>`,
        `<p><strong>${names[1]}</strong>: ${intro[1]}</p>${specList(1)}<p>${WARRANTY[1]}</p>`,
      ],
      seo_titles: [`${names[0]} | Izlog`, `${names[1]} | Izlog`],
      seo_keywords_list: [`${brandName}, ${main.names[0]}, ${def.code}`, `${brandName}, ${main.names[1]}, ${def.code}`],
      seo_descriptions: [
        `Kupite ${names[0]} u Izlog online prodavnici, uz zvaničnu garanciju i isporuku širom Srbije.`,
        `Buy the ${names[1]} in the Izlog online shop, with an official warranty and delivery across Serbia.`,
      ],
      price: def.price,
      discount_price: def.d ?? null,
      stock: def.st ?? 5 + ((index * 37) % 46),
      active: !def.off,
      ...windowOf(def.w),
      new: isNew,
      popular: def.f?.includes('p') ?? false,
      brand_id: brand?.id ?? null,
      category_ids: def.cats.map((key) => {
        const category = categories.get(key);
        if (!category) throw new Error(`product ${def.code}: unknown category ${key}`);
        return category.id;
      }),
      image_id,
      gallery_ids,
      group_id: group?.record.id ?? null,
      specifications,
      youtube: def.yt ?? null,
      connected_ids: [],
      features: { ...PRODUCT_FEATURES },
      position: index + 1,
      created_at: daysAgo(createdDays),
      updated_at: daysAgo(Math.max(1, Math.round(createdDays / 3))),
    };
    if (byCode.has(def.code)) throw new Error(`product code ${def.code} is used twice`);
    byCode.set(def.code, record);
    return record;
  });
  PRODUCT_DEFS.forEach((def, index) => {
    db.products[index]!.connected_ids = (def.con ?? []).map((code) => {
      const connected = byCode.get(code);
      if (!connected) throw new Error(`product ${def.code}: unknown connected product ${code}`);
      return connected.id;
    });
  });
}

/** The catalogue: categories three levels deep, brands, groups with filters and campaigns, and products. */
export function seedCatalog(db: MockDb): void {
  const categories = seedCategories(db);
  const brands = seedBrands(db);
  const groups = seedGroups(db, categories);
  seedProducts(db, categories, brands, groups);
}
