/**
 * How a write in one language changes a per-language array column ([Serbian, English]): the SQL
 * replaces the request language's element and keeps every other element as the row holds it when
 * the update runs. The other language's text never travels through the request, so neither a form
 * that did not show it nor an administrator saving the other language at the same moment can
 * overwrite it.
 */
import { sql, type RawBuilder } from 'kysely';

const slot = (lang: number): 0 | 1 => (lang === 1 ? 1 : 0);

/** A text[] column with the request language's text replaced (`set names = …`). */
export function translationSql(column: string, lang: number, text: string): RawBuilder<string[]> {
  const ref = sql.ref(column);
  return slot(lang) === 1
    ? sql<string[]>`array[coalesce(${ref}[1], ''), ${text}::text]`
    : sql<string[]>`array[${text}::text, coalesce(${ref}[2], '')]`;
}

/** An integer[] column of ids per language (a banner's images) with the request language's id replaced. */
export function translatedIdSql(column: string, lang: number, id: number | null): RawBuilder<(number | null)[]> {
  const ref = sql.ref(column);
  return slot(lang) === 1 ? sql<(number | null)[]>`array[${ref}[1], ${id}::integer]` : sql<(number | null)[]>`array[${id}::integer, ${ref}[2]]`;
}

/**
 * The `set` of an update that writes these texts as the request language's translation only; a
 * text left undefined (its argument not sent) is not written at all.
 */
export function translationUpdates<C extends string>(texts: Partial<Record<C, string | undefined>>, lang: number): Partial<Record<C, RawBuilder<string[]>>> {
  const set: Partial<Record<C, RawBuilder<string[]>>> = {};
  for (const [column, text] of Object.entries(texts) as [C, string | undefined][]) {
    if (text !== undefined) set[column] = translationSql(column, lang, text);
  }
  return set;
}

/** A new value in the request language only: the other language empty until it is translated. */
export function inLanguage(lang: number, text: string): string[] {
  const pair = ['', ''];
  pair[slot(lang)] = text;
  return pair;
}

/** The texts of a new record, each in the request language only. */
export function translationInserts<C extends string>(texts: Partial<Record<C, string | undefined>>, lang: number): Partial<Record<C, string[]>> {
  const values: Partial<Record<C, string[]>> = {};
  for (const [column, text] of Object.entries(texts) as [C, string | undefined][]) {
    if (text !== undefined) values[column] = inLanguage(lang, text);
  }
  return values;
}

/** The SQL of hasText (lib/translate.ts): the text[] column has the language's own text. */
export function hasTextSql(column: string, lang: number): RawBuilder<boolean> {
  return sql<boolean>`coalesce(${sql.ref(column)}[${sql.lit(slot(lang) + 1)}], '') <> ''`;
}
