import { sharedDictionaries } from '../../../shared/i18n/shared-dictionaries';
import * as RULES from './rules';

/**
 * The shared rule and form texts (src/shared/i18n) the storefront's forms show, as `rule.<name>` and
 * `form.<key>`: the features with forms add them with their own texts (featureTranslation), so they
 * travel with those screens rather than in every page's first load.
 */
export const FORM_TEXTS = sharedDictionaries(RULES);
