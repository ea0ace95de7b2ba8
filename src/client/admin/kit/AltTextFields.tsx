import { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  /** Prefix of the fields' ids. */
  id: string;
  /** The file's name, said to a screen reader by the save button. */
  fileName: string;
  /** The saved alt texts by language index (Serbian, English). */
  alts: readonly string[];
  saving: boolean;
  onSave: (alts: string[]) => void;
}

/**
 * A file's alt text in each language, one field per language labelled with it, saved together (an
 * emptied field clears that language's text). A group with its own button, not a form: it sits in
 * the Files screen's cards and beside an image in the admin's forms, whose own save it leaves alone
 * (Enter in a field saves the alt texts, not the form around it).
 */
export function AltTextFields({ id, fileName, alts, saving, onSave }: Props) {
  const t = useAdminT();
  const [values, setValues] = useState<readonly string[]>(alts);
  const save = () => onSave(LANGUAGES.map((language) => values[language.id] ?? ''));
  // The fields follow what is saved (the file read again after a save), but a field typed in since
  // keeps what was typed: the other language's save must not wipe it. Another file remounts these (key).
  const saved = alts.join('\u0000');
  const shown = useRef(saved);
  useEffect(() => {
    const before = shown.current.split('\u0000');
    const after = saved.split('\u0000');
    shown.current = saved;
    setValues((old) => LANGUAGES.map((language) => ((old[language.id] ?? '') === (before[language.id] ?? '') ? (after[language.id] ?? '') : (old[language.id] ?? ''))));
  }, [saved]);

  return (
    <div className="files-alt" role="group" aria-label={t('admin.catalog.alt.group', { name: fileName })}>
      {LANGUAGES.map((language) => (
        <div className="admin-field" key={language.id}>
          <label htmlFor={`${id}-alt-${language.code}`}>{t('admin.catalog.alt.of', { language: t(`language.${language.code}`) })}</label>
          <input
            id={`${id}-alt-${language.code}`}
            lang={language.code}
            maxLength={255}
            value={values[language.id] ?? ''}
            onChange={(event) => setValues((old) => LANGUAGES.map((other) => (other.id === language.id ? event.target.value : (old[other.id] ?? ''))))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (!saving) save();
            }}
          />
        </div>
      ))}
      <button type="button" className="button" disabled={saving} onClick={save}>
        {saving ? t('common.saving') : t('admin.catalog.alt.save')}
        <span className="visually-hidden"> {fileName}</span>
      </button>
    </div>
  );
}
