import { useState } from 'react';
import { useAdminT } from '../../i18n/useAdminT';
import { Field, fieldA11y } from '../../kit/Field';
import { parseAmount } from '../product-form';
import type { VariantRow } from './variant-draft';

type Bulk = 'price' | 'discount_price' | 'stock';

interface Props {
  /** How many variants are selected; the bar shows only with some. */
  count: number;
  /** Applies a change to every selected variant. */
  onApply: (changes: Partial<VariantRow>) => void;
}

/** A typed bulk value, or why it cannot be applied: prices as amounts (an empty action price clears it), stock as a whole number. */
function bulkValue(field: Bulk, text: string): string | null {
  const trimmed = text.trim();
  if (field === 'stock') return /^\d+$/.test(trimmed) ? trimmed : null;
  if (field === 'discount_price' && trimmed === '') return '';
  const amount = parseAmount(trimmed);
  return amount != null && Number.isFinite(amount) && amount > 0 ? trimmed : null;
}

/** The selected variants' price, action price or stock set at once, and switched on or off. */
export function VariantBulkBar({ count, onApply }: Props) {
  const t = useAdminT();
  const [texts, setTexts] = useState<Record<Bulk, string>>({ price: '', discount_price: '', stock: '' });
  const [invalid, setInvalid] = useState<Bulk | null>(null);
  if (count === 0) return null;
  const apply = (field: Bulk) => {
    const value = bulkValue(field, texts[field]);
    setInvalid(value === null ? field : null);
    if (value !== null) onApply({ [field]: value });
  };
  const labels: Record<Bulk, string> = { price: t('admin.variants.bulkPrice'), discount_price: t('admin.variants.bulkDiscount'), stock: t('admin.variants.bulkStock') };
  return (
    <div className="variant-bulk" role="group" aria-label={t('admin.variants.bulk', { count })}>
      <p>
        <strong>{t('admin.variants.bulk', { count })}</strong>
      </p>
      <div className="admin-columns">
        {(['price', 'discount_price', 'stock'] as const).map((field) => {
          const id = `variant-bulk-${field}`;
          const error = invalid === field ? t('admin.variants.bulkInvalid') : undefined;
          return (
            <Field key={field} id={id} label={labels[field]} error={error}>
              <span className="variant-bulk-input">
                <input
                  {...fieldA11y(id, error)}
                  type="text"
                  inputMode={field === 'stock' ? 'numeric' : 'decimal'}
                  value={texts[field]}
                  onChange={(event) => setTexts({ ...texts, [field]: event.target.value })}
                  onKeyDown={(event) => {
                    // Enter applies this value, not the whole editor's save.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      apply(field);
                    }
                  }}
                />
                <button type="button" className="button" onClick={() => apply(field)} aria-label={`${t('admin.variants.apply')}: ${labels[field]}`}>
                  {t('admin.variants.apply')}
                </button>
              </span>
            </Field>
          );
        })}
      </div>
      <span className="catalog-row-actions">
        <button type="button" className="button" onClick={() => onApply({ active: true })}>
          {t('admin.variants.switchOn')}
        </button>
        <button type="button" className="button" onClick={() => onApply({ active: false })}>
          {t('admin.variants.switchOff')}
        </button>
      </span>
    </div>
  );
}
