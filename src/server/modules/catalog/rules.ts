/** Rules of the catalogue's admin input: the category tree (its depth is the shared rule's). */
import type { MessageKey } from '../../errors';

import { MAX_CATEGORY_DEPTH } from '../../../shared/rules/catalog';

export { MAX_CATEGORY_DEPTH };

/** Where each category would sit: its parent and its position among its siblings. */
export type CategoryDraft = Map<number, { parent_id: number | null; position: number }>;

/**
 * The first rule a rearranged tree breaks, or null: no cycles, at most three levels, and unique
 * slugs among siblings in each language.
 */
export function categoryTreeProblem(
  categories: readonly { id: number; slugs: readonly string[] }[],
  draft: CategoryDraft,
): { key: MessageKey; code?: 'CONFLICT' } | null {
  for (const category of categories) {
    let depth = 1;
    const seen = new Set([category.id]);
    for (let parent = draft.get(category.id)!.parent_id; parent != null; parent = draft.get(parent)?.parent_id ?? null) {
      if (seen.has(parent)) return { key: 'categoryCycle' };
      seen.add(parent);
      depth += 1;
    }
    if (depth > MAX_CATEGORY_DEPTH) return { key: 'categoryTooDeep' };
  }
  for (const lang of [0, 1]) {
    const seen = new Set<string>();
    for (const category of categories) {
      const slug = category.slugs[lang];
      if (!slug) continue;
      const key = `${draft.get(category.id)!.parent_id ?? 'top'}/${slug}`;
      if (seen.has(key)) return { key: 'slugTaken', code: 'CONFLICT' };
      seen.add(key);
    }
  }
  return null;
}

/** The positions after a move: a moved category takes the position it was dropped at; the others close up around it. */
export function closedUpPositions(draft: CategoryDraft, moved: ReadonlySet<number>): CategoryDraft {
  const final: CategoryDraft = new Map();
  for (const parentId of new Set([...draft.values()].map((entry) => entry.parent_id))) {
    [...draft]
      .filter(([, entry]) => entry.parent_id === parentId)
      .sort(([aId, a], [bId, b]) => a.position - b.position || Number(moved.has(bId)) - Number(moved.has(aId)) || aId - bId)
      .forEach(([id], index) => final.set(id, { parent_id: parentId, position: index + 1 }));
  }
  return final;
}
