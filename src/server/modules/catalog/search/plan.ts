/**
 * What a shopper's text is searched as: its words (folded and split by the database, catalog_words),
 * each with the terms that count as the word itself (the word and its synonyms) and the catalogue's
 * words, in either language, it may be a misspelling of (one edit from TYPO_ONE_EDIT_FROM letters,
 * two from TYPO_TWO_EDITS_FROM) or a spelling by sound of ("ajfon" iphone, "galaksi" galaxy: the
 * same search_sound_key, migration 087, from SOUND_FROM letters). One query, whatever the text.
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../../context';
import type { Db } from '../../../db/database';
import { perContent } from '../../../lib/per-content';
import { SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS, TYPO_ONE_EDIT_FROM, TYPO_TWO_EDITS_FROM } from '../../../../shared/search/rules';

/** Catalogue words tried as corrections of one word, closest and most common first. */
const MAX_VARIANTS = 6;
/** A word this long or longer also finds the catalogue's words that sound like it; shorter ones ("fen", "sat") have too many namesakes. */
const SOUND_FROM = TYPO_ONE_EDIT_FROM;
/** ... and only when its sound key has this many letters ("soni" → "san" would find "sina", "sun" and "sin"). */
const SOUND_KEY_FROM = 4;
/** Longest text the database is asked to split. */
const MAX_TEXT = 255;

export interface PlannedWord {
  /** The word, folded. */
  word: string;
  /** The word and its synonyms: found anywhere (inside a word too), ranked as the word itself. */
  terms: string[];
  /** Catalogue words (either language) within the word's typo budget or sounding like it: found as whole words, ranked after every exact match. */
  variants: string[];
  /** Whether the catalogue has a word (in either language) starting with it, or it has synonyms: else it is read as its first variant (reading.ts). */
  known: boolean;
}

export interface SearchPlan {
  /** The request's language: its documents are searched. */
  lang: 0 | 1;
  words: PlannedWord[];
}

/** The SQL that splits `text` into at most SEARCH_MAX_WORDS words of at most SEARCH_MAX_WORD_LENGTH letters (alias w: word, position, length, budget, last). */
export const plannedWords = (text: string) => sql`(
  with split as (
    select left(t.word, ${SEARCH_MAX_WORD_LENGTH}) as word, t.position::int as position
    from unnest(string_to_array(btrim(catalog_words(${text.slice(0, MAX_TEXT)})), ' ')) with ordinality as t (word, position)
    where t.word <> ''
    order by t.position
    limit ${SEARCH_MAX_WORDS}
  )
  select word, position, char_length(word) as length,
    case when char_length(word) >= ${TYPO_TWO_EDITS_FROM} then 2 when char_length(word) >= ${TYPO_ONE_EDIT_FROM} then 1 else 0 end as budget,
    position = (select max(position) from split) as last
  from split
)`;

/**
 * The plan of a text in a language. `asTyped`: the last word may be the start of a longer one with a
 * typo in it ("frizd" → "frizider"), as in a field the shopper is still typing in.
 */
export async function planSearch(db: Db, lang: number, text: string, options: { asTyped?: boolean } = {}): Promise<SearchPlan> {
  const language = lang === 1 ? 1 : 0;
  const asTyped = options.asTyped ?? true;
  // The lexicon of both languages: a shopper may type either's word on either site (the documents hold
  // both languages' names). A word in both counts its products in each.
  const { rows } = await sql<{ word: string; known: boolean; synonyms: string[]; variants: string[]; prefixes: string[]; sounds: string[] }>`
    select w.word,
      exists (select 1 from search_words l where l.lang in (0, 1) and starts_with(l.word, w.word)) as known,
      coalesce((select array_agg(distinct t.term) from search_synonyms y cross join unnest(y.folded) as t (term)
        where y.folded @> array[w.word] and t.term <> w.word), '{}') as synonyms,
      coalesce((select array_agg(v.word order by v.distance, v.products desc, v.word) from (
        select l.word, min(d.distance) as distance, sum(l.products) as products
        from search_words l
        cross join lateral (select levenshtein_less_equal(l.word, w.word, w.budget) as distance) d
        where l.lang in (0, 1) and w.budget > 0
          and char_length(l.word) between w.length - w.budget and w.length + w.budget
          and position(w.word in l.word) = 0
          and d.distance <= w.budget
        group by l.word
        order by 2, 3 desc, 1 limit ${MAX_VARIANTS}) v), '{}') as variants,
      coalesce((select array_agg(v.word order by v.distance, v.products desc, v.word) from (
        select l.word, min(d.distance) as distance, sum(l.products) as products
        from search_words l
        cross join lateral (select least(levenshtein_less_equal(left(l.word, w.length), w.word, w.budget),
            levenshtein_less_equal(left(l.word, w.length + 1), w.word, w.budget),
            levenshtein_less_equal(left(l.word, w.length - 1), w.word, w.budget)) as distance) d
        where l.lang in (0, 1) and w.last and ${asTyped} and w.budget > 0
          and char_length(l.word) > w.length and left(l.word, 1) = left(w.word, 1)
          and position(w.word in l.word) = 0
          and d.distance <= w.budget
        group by l.word
        order by 2, 3 desc, 1 limit ${MAX_VARIANTS}) v), '{}') as prefixes,
      coalesce((select array_agg(v.word order by v.products desc, v.word) from (
        select l.word, sum(l.products) as products
        from search_words l
        where w.length >= ${SOUND_FROM} and char_length(w.sound) >= ${SOUND_KEY_FROM}
          and l.sound = w.sound and position(w.word in l.word) = 0
        group by l.word
        order by 2 desc, 1 limit ${MAX_VARIANTS}) v), '{}') as sounds
    from (select p.*, search_sound_key(p.word) as sound from ${plannedWords(text)} p) w
    order by w.position`.execute(db);
  const words = rows.map((row) => {
    const terms = [row.word, ...row.synonyms];
    // Sounds first: "galaksi" is "galaxy", whatever else is a letter or two from it.
    const variants = [...new Set([...row.sounds, ...row.variants, ...row.prefixes])].filter((variant) => !terms.includes(variant));
    return { word: row.word, terms, variants: variants.slice(0, MAX_VARIANTS), known: row.known || terms.length > 1 };
  });
  return { lang: language, words };
}

/**
 * The plan of a text in the request's language, shared by every visitor until the content changes
 * (its words, synonyms and the catalogue's words are the content's): a shopper typing asks for the
 * same few prefixes as the others.
 */
export function sharedPlan(ctx: Pick<GraphQLContext, 'adminId' | 'services' | 'db' | 'lang'>, text: string): Promise<SearchPlan> {
  const lang = ctx.lang === 1 ? 1 : 0;
  return perContent(ctx, `search plan ${lang} ${text}`, () => planSearch(ctx.db, lang, text), (plan) => plan.words.length + 1);
}
