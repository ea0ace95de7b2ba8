/**
 * The shop's brand outside its pages: the web app manifest (/manifest.webmanifest) names the shop
 * and shows its favicon, and /favicon.ico (the link every page's head has, and where browsers look
 * by themselves) leads to the favicon set in the settings, or the default drawing (public/favicon.svg).
 */
import type { Db } from '../db/database';
import { urlKey, type FileStore } from '../modules/storage';
import { FAVICON_FIELD, SHOP_NAME_FIELD } from '../../shared/rules/brand-images';

/** The favicon when the settings have none: the build's drawing. */
const DEFAULT_ICON = { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' } as const;
/** The storefront's accent, as index.html's theme-color. */
const THEME_COLOUR = '#b91c1c';
const DEFAULT_NAME = 'Izlog';
/** The longest name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

interface ManifestIcon {
  src: string;
  type: string;
  sizes: string;
}

/** The favicon the settings name, as a manifest icon; the default when none is set or its file is gone. */
export async function shopIcon(db: Db, files: FileStore): Promise<ManifestIcon> {
  const file = await db
    .selectFrom('settings')
    .innerJoin('storage_files', 'storage_files.id', 'settings.image_id')
    .select(['storage_files.bucket', 'storage_files.folder', 'storage_files.name', 'storage_files.mime', 'storage_files.width', 'storage_files.height'])
    .where('settings.field', '=', FAVICON_FIELD)
    .executeTakeFirst();
  if (!file) return DEFAULT_ICON;
  const sizes = file.mime === 'image/svg+xml' || !file.width || !file.height ? 'any' : `${file.width}x${file.height}`;
  return { src: files.publicUrl(urlKey(file)), type: file.mime, sizes };
}

/** The web app manifest: the shop's name (Serbian, the default language), its description and its icon. */
export async function webManifest(db: Db, files: FileStore): Promise<string> {
  const rows = await db.selectFrom('settings').select(['field', 'values']).where('field', 'in', [SHOP_NAME_FIELD, 'seo_description']).execute();
  const value = (field: string) => rows.find((row) => row.field === field)?.values[0]?.trim() || null;
  const name = value(SHOP_NAME_FIELD) ?? DEFAULT_NAME;
  const description = value('seo_description');
  return JSON.stringify({
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : name.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX),
    ...(description ? { description } : {}),
    lang: 'sr',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [await shopIcon(db, files)],
  });
}
