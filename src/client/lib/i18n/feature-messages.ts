import type { Dictionaries } from '../../../shared/i18n/translate-with';
import type { FeatureMessages } from './messages-type';
import { addTexts } from './translate';
import { useT } from './useT';

/**
 * A feature's `useT`: the storefront's `t`, with the feature's texts added. Each feature's
 * messages.ts exports it and the feature's components import it from there, so a feature's texts
 * travel in the chunk of the screens that show them, not in every page's first load; the screen's
 * chunk is loaded before the server renders it and before the browser hydrates it, so no text is
 * ever missing (`*key`) on the way. A piece of ui/ that several features show keeps its texts the same
 * way (ui/listing/messages.ts). A feature whose forms show the shared rule and form texts passes
 * them too (form-texts.ts).
 */
export function featureTranslation(messages: FeatureMessages, ...shared: Dictionaries[]): typeof useT {
  for (const texts of shared) addTexts(texts);
  addTexts({ 0: messages.sr, 1: messages.en });
  return useT;
}
