/**
 * The cards of a cards block, saved in one language. A saved card is named by its id, so removing
 * or moving cards in one language never pairs a card's texts in the other language with another
 * card; a new card starts with the same texts in both languages.
 */
import type { StoredCard } from './tables';
import { both, withText } from './translations';

/** A card as the editor sent it, checked: texts in the request's language. */
export interface CardWrite {
  /** The saved card's id, or null for a new card. */
  id: number | null;
  title: string;
  text: string;
  link: string;
  image_id: number | null;
}

/** A stored card's id: cards saved before ids existed are numbered by their place, from 1. */
export const cardIdOf = (card: StoredCard, index: number): number => card.id ?? index + 1;

/** The block's cards after a save in `lang`, from the cards it holds now. */
export function mergeCards(stored: readonly StoredCard[], writes: readonly CardWrite[], lang: number): StoredCard[] {
  const before = new Map(stored.map((card, index) => [cardIdOf(card, index), card]));
  let next = Math.max(0, ...before.keys()) + 1;
  const used = new Set<number>();
  return writes.map((write) => {
    const old = write.id != null && !used.has(write.id) ? before.get(write.id) : undefined;
    const id = old ? write.id! : next++;
    used.add(id);
    return {
      id,
      titles: old ? withText(old.titles, lang, write.title) : both(write.title),
      texts: old ? withText(old.texts, lang, write.text) : both(write.text),
      image_id: write.image_id,
      links: old ? withText(old.links, lang, write.link) : both(write.link),
    };
  });
}
