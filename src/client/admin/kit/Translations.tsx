import { LANGUAGES } from '../../../shared/i18n/languages';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  /** Rows to show: a label and the values by language index. */
  rows: { label: string; values: readonly (string | null | undefined)[] }[];
}

/** What each language holds now, so the administrator sees which translations are missing. */
export function Translations({ rows }: Props) {
  const t = useAdminT();
  return (
    <div className="catalog-translations">
      <table className="admin-table">
        <caption>{t('admin.catalog.translations')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.catalog.translations.field')}</th>
            {LANGUAGES.map((language) => (
              <th key={language.id} scope="col">
                {t(`language.${language.code}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {LANGUAGES.map((language) => {
                const value = row.values[language.id];
                return (
                  <td key={language.id} data-label={t(`language.${language.code}`)}>
                    {value ? value : <em className="catalog-missing">{t('admin.catalog.translations.missing')}</em>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
