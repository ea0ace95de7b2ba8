import { FAVICON_FIELD, LOGO_FIELD, SHOP_NAME_FIELD } from '../../../shared/rules/brand-images';
import { isEmail } from '../../../shared/rules/email';

/** Pure helpers of the settings screen. */

/** The shop's brand: its name (the logo and favicon are images, IMAGE_FIELDS). */
export const BRAND_FIELDS = [SHOP_NAME_FIELD] as const;
/** The default SEO, edited in the admin's language; the image is the default share image. */
export const SEO_FIELDS = ['seo_title', 'seo_description', 'seo_keywords'] as const;
export const SEO_IMAGE_FIELD = 'share_image';
/** The settings that are an image: the logo and favicon (checked by shared/rules/brand-images.ts) and the share image. */
export const IMAGE_FIELDS = [LOGO_FIELD, FAVICON_FIELD, SEO_IMAGE_FIELD] as const;
export type ImageSettingField = (typeof IMAGE_FIELDS)[number];
/** The shop's contacts. */
export const CONTACT_FIELDS = ['phone', 'email', 'address', 'working_hours', 'facebook', 'instagram'] as const;
/** Where new orders are announced: several addresses separated by commas (spec §5). */
export const ORDERS_EMAIL_FIELD = 'orders_email';

export const SETTINGS_FIELDS = [...BRAND_FIELDS, ...SEO_FIELDS, ...CONTACT_FIELDS, ORDERS_EMAIL_FIELD] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];


/** The addresses of a comma-separated list, trimmed, empty items dropped, and those that are not addresses. */
export function checkEmailList(text: string): { emails: string[]; invalid: string[] } {
  const emails = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return { emails, invalid: emails.filter((email) => !isEmail(email)) };
}

/** The list as it is saved: addresses joined by ", ". */
export function normalizeEmailList(text: string): string {
  return checkEmailList(text).emails.join(', ');
}
