/**
 * What the transliteration of a Cyrillic answer, page or e-mail takes from the shop (issue 29): the
 * brand names, which stay as the brands write them, and the shop's own spellings. Read once and
 * kept until the content changes (a brand renamed, a spelling written: spellings.ts moves the
 * content version), on every instance.
 */
import type { CyrillicOptions } from '../../../shared/i18n/cyrillic';
import type { ContentVersion } from '../../cache/content-version';
import type { Db } from '../../db/database';

export type CyrillicDictionary = () => Promise<CyrillicOptions>;

export async function readCyrillicOptions(db: Db): Promise<CyrillicOptions> {
  const [brands, spellings] = await Promise.all([
    db.selectFrom('brands').select('names').execute(),
    db.selectFrom('cyrillic_spellings').select(['latin', 'cyrillic']).execute(),
  ]);
  return {
    keep: brands.map((row) => row.names[0] ?? '').filter(Boolean),
    spellings: spellings.map((row) => [row.latin, row.cyrillic] as const),
  };
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
export async function cyrillicMail(db: Db): Promise<{ script: 'Cyrl'; spellings: [string, string][] }> {
  const { spellings = [] } = await readCyrillicOptions(db);
  return { script: 'Cyrl', spellings: spellings.map(([latin, cyrillic]): [string, string] => [latin, cyrillic]) };
}
