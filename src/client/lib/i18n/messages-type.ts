/** A feature folder's texts in Serbian and English, with the same keys in both. */
export interface FeatureMessages {
  sr: Record<string, string>;
  en: Record<string, string>;
}
