/**
 * The shop as its mails show it: name, logo and contacts from the settings. The server's services
 * hold it (services-factory.ts), so the modules that send mail need not reach the storage module
 * (which reaches back into cms): this file is not in the mail folder's entry on purpose.
 */
import type { Db } from '../db/database';
import { rasterCopyUrl, SMALL_SUFFIX, urlKey, type FileStore } from '../modules/storage';
import { pathFor } from '../../shared/routing/build-path';
import type { LanguageId } from '../../shared/i18n/languages';
import type { MailShop } from './content';

const FIELDS = ['site_name', 'logo', 'address', 'phone', 'email', 'working_hours'] as const;

/** Image types every common mail program shows (not SVG, which Gmail and Outlook drop, nor WebP): an SVG logo goes as its PNG. */
const MAIL_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const SVG = 'image/svg+xml';
/** The logo's height in a mail, as in the storefront's header; its width follows, within the column. */
const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 240;

export async function readMailShop(db: Db, lang: LanguageId, publicUrl: string, files: FileStore): Promise<MailShop> {
  const rows = await db.selectFrom('settings').select(['field', 'values', 'image_id']).where('field', 'in', FIELDS).execute();
  const value = (field: (typeof FIELDS)[number]) => {
    const row = rows.find((each) => each.field === field);
    return row?.values[lang]?.trim() || row?.values[0]?.trim() || null;
  };
  const logoId = rows.find((row) => row.field === 'logo')?.image_id;
  const file = logoId == null ? undefined : await db.selectFrom('storage_files').selectAll().where('id', '=', logoId).executeTakeFirst();
  let logo: MailShop['logo'] = null;
  if (file && (MAIL_IMAGE_TYPES.has(file.mime) || file.mime === SVG) && file.width && file.height) {
    const width = Math.min(LOGO_MAX_WIDTH, Math.round((LOGO_HEIGHT * file.width) / file.height));
    const src = file.mime === SVG ? await rasterCopyUrl(files, { ...file, width: file.width, height: file.height }, LOGO_HEIGHT * 2) : files.publicUrl(urlKey(file, SMALL_SUFFIX));
    // Under /storage the shop's address goes first; a CDN's (S3_PUBLIC_URL) is whole already.
    if (src) logo = { src: src.startsWith('/') ? `${publicUrl}${src}` : src, width, height: Math.round((width * file.height) / file.width) };
  }
  return {
    name: value('site_name') ?? 'Izlog',
    url: `${publicUrl}${pathFor('home', lang)}`,
    logo,
    address: value('address'),
    phone: value('phone'),
    email: value('email'),
    hours: value('working_hours'),
  };
}
