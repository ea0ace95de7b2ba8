/**
 * A search plan as SQL: which rows match (every word, as one of its terms or a correction of it) and
 * how well (lower first). Products are matched in their search documents (product_search, alias s,
 * trigram-indexed, which hold the other language's name and category names too); categories,
 * brands and posts, which are few, in their names as written by catalog_words on the fly.
 */
import { sql, type RawBuilder } from 'kysely';
import { PLANNED_EACH_TIME } from '../../../db/pglite-statements';
import { escapeLike } from '../../../lib/input-text';
import type { PlannedWord, SearchPlan } from './plan';

/** Added to a correction's rank: every exact match comes before any correction. */
const CORRECTION = 100;

/** LIKE patterns under which `text` (written by catalog_words) holds the word: a term anywhere, a one-letter term at a word's start, a correction as a whole word. */
function patterns(word: PlannedWord): string[] {
  return [
    ...word.terms.map((term) => ([...term].length === 1 ? `% ${escapeLike(term)}%` : `%${escapeLike(term)}%`)),
    ...word.variants.map((variant) => `% ${escapeLike(variant)} %`),
  ];
}

/** SQL: `text` holds every word of the plan (false for a plan without words). Planned for its patterns each time: how many rows a pattern matches decides the plan. */
export function matchesEvery(plan: SearchPlan, text: RawBuilder<unknown>): RawBuilder<boolean> {
  if (plan.words.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.raw(PLANNED_EACH_TIME)}(${sql.join(
    plan.words.map((word) => sql`(${sql.join(patterns(word).map((pattern) => sql`${text} like ${pattern}`), sql` or `)})`),
    sql` and `,
  )})`;
}

/** SQL: the rank of a row, the sum over the words of the best rank among its terms and corrections; `rankOf` ranks one term. */
export function rankOfEvery(plan: SearchPlan, rankOf: (term: string) => RawBuilder<unknown>): RawBuilder<number> {
  if (plan.words.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    plan.words.map(
      (word) => sql`coalesce(least(${sql.join([
        ...word.terms.map((term) => rankOf(term)),
        ...word.variants.map((variant) => sql`${CORRECTION} + ${rankOf(variant)}`),
      ])}), ${CORRECTION * 2})`,
    ),
    sql` + `,
  )})`;
}

/** The request language's search documents, joined to products p as s. */
export const searchDocumentJoin = (plan: SearchPlan) => sql`join product_search s on s.product_id = p.id and s.lang = ${sql.lit(plan.lang)}`;

/** SQL over s: the product's document holds every word. */
export const documentMatches = (plan: SearchPlan) => matchesEvery(plan, sql.ref('s.document'));

/** SQL over s: the product's rank, name (in either language) before brand before category (either language) before code before description (search_rank_across). */
export const documentRank = (plan: SearchPlan) =>
  rankOfEvery(plan, (term) => sql`search_rank_across(s.name, s.brand, s.categories, s.code, s.body, s.other_name, s.other_categories, ${term}::text)`);

/** SQL over products p: the product matches the plan (for counts and facets, which need no rank). */
export const productMatches = (plan: SearchPlan): RawBuilder<unknown> =>
  sql`p.id in (select s.product_id from product_search s where s.lang = ${sql.lit(plan.lang)} and ${documentMatches(plan)})`;

/** SQL: a name's text as the search reads it, in a language (catalog_words of catalog_pick). */
export const wordsOf = (column: string, lang: number) => sql`catalog_words(catalog_pick(${sql.ref(column)}, ${sql.lit(lang === 1 ? 1 : 0)}))`;

/** SQL: a name's text as the search reads it in both languages, the language's own first (a category is found by either name). */
export const wordsAcross = (column: string, lang: number) => sql`(${wordsOf(column, lang)} || ${wordsOf(column, lang === 1 ? 0 : 1)})`;

/** SQL: how well a term occurs in a text written by catalog_words (search_kind). */
export const kindIn = (text: RawBuilder<unknown>) => (term: string) => sql`search_kind(${text}, ${term}::text)`;
