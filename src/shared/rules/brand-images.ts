/**
 * The shop's brand images, set in the admin's settings: what each may be (the server refuses
 * anything else, the settings form says so beside the field), and the size the header draws the logo at.
 */

/** The settings that name the brand: its name (a text), its logo and its favicon (images). */
export const SHOP_NAME_FIELD = 'site_name';
export const LOGO_FIELD = 'logo';
export const FAVICON_FIELD = 'favicon';

export interface BrandImageRule {
  /** The MIME types allowed, as the upload detects them from the bytes. */
  types: readonly string[];
  maxBytes: number;
  /** Whether it must be as wide as it is high (an icon). */
  square: boolean;
}

export const BRAND_IMAGE_RULES: Readonly<Record<typeof LOGO_FIELD | typeof FAVICON_FIELD, BrandImageRule>> = {
  logo: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], maxBytes: 1024 * 1024, square: false },
  favicon: { types: ['image/png', 'image/svg+xml'], maxBytes: 256 * 1024, square: true },
};

/** The short names of the types, as a person knows them. */
const TYPE_NAMES: Readonly<Record<string, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/svg+xml': 'SVG' };

export const typeNames = (rule: BrandImageRule) => rule.types.map((type) => TYPE_NAMES[type] ?? type).join(', ');
export const maxKilobytes = (rule: BrandImageRule) => Math.round(rule.maxBytes / 1024);

export function isBrandImageField(field: string): field is keyof typeof BRAND_IMAGE_RULES {
  return Object.hasOwn(BRAND_IMAGE_RULES, field);
}

/** Why an image cannot be the brand image of `rule`, or null when it can. `size` is unknown (undefined) before the server checks it. */
export function brandImageProblem(rule: BrandImageRule, file: { mime: string; size?: number | undefined; width: number | null; height: number | null }): 'type' | 'size' | 'square' | null {
  if (!rule.types.includes(file.mime)) return 'type';
  if (file.size !== undefined && file.size > rule.maxBytes) return 'size';
  if (rule.square && (!file.width || file.width !== file.height)) return 'square';
  return null;
}

/** The box the storefront's header draws the logo in (CSS pixels): at most this high and this wide. */
export const HEADER_LOGO_BOX = { width: 144, height: 48 } as const;

/** The logo's width and height in the header's box, in its own proportions (so its space is kept before it loads). */
export function logoSize(image: { width?: number | null | undefined; height?: number | null | undefined }): { width: number; height: number } {
  const { width: boxWidth, height: boxHeight } = HEADER_LOGO_BOX;
  if (!image.width || !image.height) return { width: boxWidth, height: boxHeight };
  const width = Math.round((boxHeight * image.width) / image.height);
  if (width <= boxWidth) return { width, height: boxHeight };
  return { width: boxWidth, height: Math.max(1, Math.round((boxWidth * image.height) / image.width)) };
}
