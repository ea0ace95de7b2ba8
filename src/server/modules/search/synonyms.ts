/** The admin's synonym groups: checked here, kept by the catalogue's search engine (catalog/search/synonyms.ts). */
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { deleteSynonymGroup, saveSynonymGroup, synonymGroups } from '../catalog';
import { searchWords } from '../../../shared/search/words';
import { SYNONYM_MAX_TERMS, SYNONYM_MIN_TERMS } from '../../../shared/search/rules';

const asApi = (group: { id: number; terms: string[] }) => ({ id: String(group.id), terms: group.terms });

/** The group's terms trimmed, or a refusal: 2 to 10 terms, each one word, no two alike once folded. */
function checkedTerms(ctx: GraphQLContext, terms: readonly string[]): string[] {
  const trimmed = terms.map((term) => term.trim().replace(/\s+/g, ' ')).filter((term) => term !== '');
  const words = trimmed.map(searchWords);
  const distinct = new Set(words.map((parts) => parts.join(' ')));
  if (trimmed.length < SYNONYM_MIN_TERMS || trimmed.length > SYNONYM_MAX_TERMS || words.some((parts) => parts.length !== 1) || distinct.size !== trimmed.length) {
    throw userError(ctx.lang, 'searchSynonymTerms', { field: 'terms', params: { min: SYNONYM_MIN_TERMS, max: SYNONYM_MAX_TERMS } });
  }
  return trimmed;
}

export async function listSynonyms(ctx: GraphQLContext) {
  return (await synonymGroups(ctx.db)).map(asApi);
}

export async function upsertSynonym(ctx: GraphQLContext, id: string | null | undefined, terms: readonly string[]) {
  const checked = checkedTerms(ctx, terms);
  const numeric = id == null ? null : /^\d{1,9}$/.test(id.trim()) ? Number(id) : -1;
  const saved = numeric === -1 ? null : await saveSynonymGroup(ctx.db, numeric, checked);
  if (!saved) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return asApi(saved);
}

export async function deleteSynonym(ctx: GraphQLContext, id: string) {
  const numeric = /^\d{1,9}$/.test(id.trim()) ? Number(id) : null;
  if (numeric === null || !(await deleteSynonymGroup(ctx.db, numeric))) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return { success: true, error: null };
}
