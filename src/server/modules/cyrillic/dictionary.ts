/**
 * What the transliteration of a Cyrillic answer, page or e-mail takes from the shop (issue 29): the
 * brand names, which stay as the brands write them, and the shop's own spellings. Read once and
 * kept until the content changes (a brand renamed, a spelling written: spellings.ts moves the
 * content version), on every instance.
 */
import type { CyrillicOptions } from '../../../shared/i18n/cyrillic';
import type { Spellings } from '../../../shared/i18n/cyrillic-spellings';
import type { ContentVersion } from '../../cache/content-version';
import type { Db } from '../../db/database';

export type CyrillicDictionary = () => Promise<CyrillicOptions>;

/** The brands' Serbian names, which stay as the brands write them. */
export async function readBrandNames(db: Db): Promise<string[]> {
  return (await db.selectFrom('brands').select('names').execute()).map((row) => row.names[0] ?? '').filter(Boolean);
}

/** The shop's own spellings as [Latin, Cyrillic]. */
export async function readSpellings(db: Db): Promise<Spellings> {
  return (await db.selectFrom('cyrillic_spellings').select(['latin', 'cyrillic']).execute()).map((row) => [row.latin, row.cyrillic] as const);
}

export async function readCyrillicOptions(db: Db): Promise<CyrillicOptions> {
  const [keep, spellings] = await Promise.all([readBrandNames(db), readSpellings(db)]);
  return { keep, spellings };
}

export function cyrillicDictionary(db: Db, version: Pick<ContentVersion, 'onChange'>): CyrillicDictionary {
  let read: Promise<CyrillicOptions> | null = null;
  version.onChange((tags) => {
    if (tags === null || [...tags].some((tag) => tag.startsWith('brands'))) read = null;
  });
  return () => {
    if (!read) {
      read = readCyrillicOptions(db);
      read.catch(() => (read = null));
    }
    return read;
  };
}

/** What a mail to a Cyrillic reader carries to be composed in Cyrillic (mail/compose.ts): the script and the shop's spellings. */
export async function cyrillicMail(db: Db): Promise<{ script: 'Cyrl'; spellings: Spellings }> {
  return { script: 'Cyrl', spellings: await readSpellings(db) };
}
