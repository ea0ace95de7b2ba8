import type { BlockAdminFragment, BlockContentInput, BlockType, ImageFragment, SpecialListing } from '../../../../generated/client/graphql';
import { isAllowedLink } from '../../../shared/rules/link';
import { LINK_INVALID } from '../kit/rich-text/link-messages';

/** The nine kinds of block in the order the spec numbers them (1, 2, 3, 5, 6, 7, 8, 9). */
export const BLOCK_TYPES: readonly BlockType[] = ['SLIDER', 'BANNERS', 'PRODUCTS_CAROUSEL', 'CATEGORIES', 'TEXT', 'BRANDS', 'BLOG_CAROUSEL', 'CARDS'];
export const SPECIAL_LISTINGS: readonly SpecialListing[] = ['ACTION', 'NEW', 'POPULAR', 'CAMPAIGN'];
/** How many newest posts a new blog carousel shows. */
export const DEFAULT_POSTS_COUNT = 6;

/** A chosen record of a block: banner, product, category or brand. */
export interface Pick {
  id: string;
  name: string;
}

export interface CardValues {
  /** A saved card's id, so the server keeps its texts in the other language; null for a new card. */
  id: string | null;
  title: string;
  text: string;
  link: string;
  image: ImageFragment | null;
}

/** What the block form edits; only the part of the block's kind is sent. */
export interface BlockFormValues {
  type: BlockType;
  title: string;
  active: boolean;
  picks: Pick[];
  special: SpecialListing | '';
  html: string;
  posts_count: string;
  cards: CardValues[];
}

export const emptyCard = (): CardValues => ({ id: null, title: '', text: '', link: '', image: null });

export function emptyBlockForm(type: BlockType): BlockFormValues {
  return { type, title: '', active: true, picks: [], special: '', html: '', posts_count: String(DEFAULT_POSTS_COUNT), cards: type === 'CARDS' ? [emptyCard()] : [] };
}

/** A saved block as the form's values: its texts as the language being edited holds them ('' where it has none yet). */
export function blockToForm(block: BlockAdminFragment, lang: number): BlockFormValues {
  const inLang = (texts: readonly string[]) => texts[lang] ?? '';
  const values = { ...emptyBlockForm(block.type), title: inLang(block.titles), active: block.active, cards: [] as CardValues[] };
  const content = block.content;
  switch (content.__typename) {
    case 'SliderContent':
    case 'BannersContent':
      return { ...values, picks: content.banners.map(({ id, name }) => ({ id, name })) };
    case 'ProductsCarouselContent':
      return { ...values, special: content.special ?? '', picks: content.special ? [] : content.products.map(({ id, name }) => ({ id, name })) };
    case 'CategoriesContent':
      return { ...values, picks: content.categories.map(({ id, name }) => ({ id, name })) };
    case 'BrandsContent':
      return { ...values, picks: content.brands.map(({ id, name }) => ({ id, name })) };
    case 'TextContent':
      return { ...values, html: inLang(content.htmls) };
    case 'BlogCarouselContent':
      return { ...values, posts_count: String(content.posts.length || DEFAULT_POSTS_COUNT) };
    case 'CardsContent':
      return {
        ...values,
        cards: content.cards.map((card) => ({
          id: card.id,
          title: inLang(card.titles),
          text: inLang(card.texts),
          link: inLang(card.links),
          image: card.image ?? null,
        })),
      };
    default:
      return values;
  }
}

/** Problems found before sending, by field ('content.picks', 'content.html', 'content.cards', 'content.cards.<i>.title' and '.link'), as text keys. */
export function checkBlockForm(values: BlockFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  switch (values.type) {
    case 'SLIDER':
    case 'BANNERS':
    case 'CATEGORIES':
    case 'BRANDS':
      if (values.picks.length === 0) problems['content.picks'] = 'admin.pages.blocks.error.picks';
      break;
    case 'PRODUCTS_CAROUSEL':
      if (!values.special && values.picks.length === 0) problems['content.picks'] = 'admin.pages.blocks.error.picks';
      break;
    case 'TEXT':
      if (values.html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '') problems['content.html'] = 'admin.pages.blocks.error.html';
      break;
    case 'CARDS':
      if (values.cards.length === 0) problems['content.cards'] = 'admin.pages.blocks.error.cards';
      values.cards.forEach((card, index) => {
        if (!card.title.trim()) problems[`content.cards.${index}.title`] = 'admin.pages.blocks.error.cardTitle';
        if (card.link.trim() !== '' && !isAllowedLink(card.link)) problems[`content.cards.${index}.link`] = LINK_INVALID;
      });
      break;
    default:
      break;
  }
  return problems;
}

/** The content input of the block's kind, as UpsertBlock takes it. */
export function formToContent(values: BlockFormValues): BlockContentInput {
  const ids = values.picks.map((pick) => pick.id);
  switch (values.type) {
    case 'SLIDER':
    case 'BANNERS':
      return { banner_ids: ids };
    case 'PRODUCTS_CAROUSEL':
      return values.special ? { special: values.special } : { product_ids: ids };
    case 'CATEGORIES':
      return { category_ids: ids };
    case 'BRANDS':
      return { brand_ids: ids };
    case 'TEXT':
      return { html: values.html };
    case 'BLOG_CAROUSEL': {
      const count = Number.parseInt(values.posts_count, 10);
      return { posts_count: Number.isFinite(count) && count > 0 ? count : DEFAULT_POSTS_COUNT };
    }
    case 'CARDS':
      return {
        cards: values.cards.map((card) => ({
          id: card.id,
          title: card.title.trim(),
          text: card.text.trim() || null,
          link: card.link.trim() || null,
          image_id: card.image?.id ?? null,
        })),
      };
    default:
      return {};
  }
}

/**
 * The content a switch on or off sends: what the block shows as it is, without its texts (the
 * server keeps a saved block's texts in every language when they are not sent).
 */
export function contentWithoutTexts(block: BlockAdminFragment): BlockContentInput {
  const content = formToContent(blockToForm(block, 0));
  delete content.html;
  delete content.cards;
  return content;
}

/** Moves an item of a list one place up (-1) or down (+1); the same list when it cannot move. */
export function shift<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
