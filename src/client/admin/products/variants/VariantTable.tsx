import { useAdminT } from '../../i18n/useAdminT';
import { FieldNotes, fieldA11y } from '../../kit/Field';
import { variantName, type OptionRow, type VariantRow } from './variant-draft';

type Editable = 'code' | 'price' | 'discount_price' | 'stock';

interface Props {
  options: OptionRow[];
  variants: VariantRow[];
  lang: 0 | 1;
  selected: ReadonlySet<string>;
  errors: Record<string, string>;
  onSelect: (selected: Set<string>) => void;
  onChange: (variants: VariantRow[]) => void;
  /** Opens the pictures of a variant, by key. */
  onPictures: (key: string) => void;
}

const COLUMNS = ['code', 'price', 'discount_price', 'stock'] as const satisfies readonly Editable[];

/** Every variant in a row: its code, prices, stock and whether it is on sale are typed in place; rows are selected for the bulk changes. */
export function VariantTable({ options, variants, lang, selected, errors, onSelect, onChange, onPictures }: Props) {
  const t = useAdminT();
  if (variants.length === 0) return <p className="admin-hint">{t('admin.variants.noVariants')}</p>;
  const change = (key: string, changes: Partial<VariantRow>) => onChange(variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant)));
  const allSelected = variants.every((variant) => selected.has(variant.key));
  const label = (column: Editable) => t(`product.field.${column}`);
  return (
    <table className="admin-table variant-table">
      <caption className="visually-hidden">{t('admin.variants.table')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <input type="checkbox" aria-label={t('admin.variants.selectAll')} checked={allSelected} onChange={() => onSelect(new Set(allSelected ? [] : variants.map((variant) => variant.key)))} />
          </th>
          <th scope="col">{t('admin.variants.column.variant')}</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {label(column)}
            </th>
          ))}
          <th scope="col">{t('product.field.active')}</th>
          <th scope="col">{t('admin.variants.column.pictures')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.variants.column.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant, index) => {
          const name = variantName(options, variant, lang);
          const valuesError = errors[`variants.${index}.values`];
          return (
            <tr key={variant.key} data-testid={`variant-row-${index}`}>
              <td data-label={t('admin.variants.column.select')}>
                <input
                  type="checkbox"
                  aria-label={t('admin.variants.selectVariant', { name })}
                  checked={selected.has(variant.key)}
                  onChange={(event) => {
                    const next = new Set(selected);
                    if (event.target.checked) next.add(variant.key);
                    else next.delete(variant.key);
                    onSelect(next);
                  }}
                />
              </td>
              <th scope="row" data-label={t('admin.variants.column.variant')}>
                {name}
                {valuesError && (
                  <p className="admin-field-error" role="alert">
                    {valuesError}
                  </p>
                )}
              </th>
              {COLUMNS.map((column) => {
                const id = `variant-${variant.key}-${column}`;
                const error = errors[`variants.${index}.${column}`];
                return (
                  <td key={column} data-label={label(column)}>
                    <input
                      {...fieldA11y(id, error)}
                      aria-label={`${label(column)}: ${name}`}
                      type="text"
                      size={column === 'code' ? 16 : 8}
                      inputMode={column === 'code' ? undefined : column === 'stock' ? 'numeric' : 'decimal'}
                      value={variant[column]}
                      onChange={(event) => change(variant.key, { [column]: event.target.value })}
                    />
                    <FieldNotes id={id} error={error} />
                  </td>
                );
              })}
              <td data-label={t('product.field.active')}>
                <input type="checkbox" aria-label={`${t('product.field.active')}: ${name}`} checked={variant.active} onChange={(event) => change(variant.key, { active: event.target.checked })} />
              </td>
              <td data-label={t('admin.variants.column.pictures')}>
                <button type="button" className="button" aria-label={t('admin.variants.picturesOf', { name })} onClick={() => onPictures(variant.key)}>
                  {t('admin.variants.pictures', { count: (variant.image ? 1 : 0) + variant.gallery.length })}
                </button>
              </td>
              <td>
                <button type="button" className="button" aria-label={t('admin.variants.removeVariant', { name })} onClick={() => onChange(variants.filter((other) => other.key !== variant.key))}>
                  ×
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
