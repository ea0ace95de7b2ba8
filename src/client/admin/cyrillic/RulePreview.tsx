import { keepPreviousData } from '@tanstack/react-query';
import { useGetCyrillicPreviewQuery } from '../../../../generated/hooks';
import { useAdminT } from '../i18n/useAdminT';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** Asks the server only once the typing pauses, so a word typed letter by letter is one request. */
const PREVIEW_DELAY_MS = 300;

/**
 * What the transliteration rule (with the shop's spellings) writes for the Latin text being typed,
 * from the server so it is exactly what the Cyrillic pages show. A live region, announced as it changes.
 */
export function RulePreview({ id, latin }: { id: string; latin: string }) {
  const t = useAdminT();
  const text = useDebouncedValue(latin.trim(), PREVIEW_DELAY_MS);
  const preview = useGetCyrillicPreviewQuery({ text }, { enabled: text !== '', placeholderData: keepPreviousData });
  const shown = text !== '' && latin.trim() !== '' ? preview.data?.cyrillicPreview : undefined;
  return (
    <p id={id} className="admin-hint cyrillic-preview" role="status">
      {shown !== undefined && (
        <>
          {t('admin.cyrillic.preview')} <span lang="sr-Cyrl">{shown}</span>
        </>
      )}
    </p>
  );
}
