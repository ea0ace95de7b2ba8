import { VARIANT_LIMITS } from '../../../../shared/rules/product-variants';
import { useAdminT } from '../../i18n/useAdminT';
import { Field, FieldNotes, fieldA11y } from '../../kit/Field';
import { DragHandle } from '../../kit/sortable/DragHandle';
import { SortableGroup } from '../../kit/sortable/SortableGroup';
import { useSortableItem } from '../../kit/sortable/useSortableItem';
import { newKey, type Display, type Names, type OptionRow, type ValueRow } from './variant-draft';

interface Props {
  options: OptionRow[];
  errors: Record<string, string>;
  onChange: (options: OptionRow[]) => void;
}

const LANGUAGES = [
  { index: 0, code: 'sr' },
  { index: 1, code: 'en' },
] as const;

/** A swatch's default colour before the administrator picks one. */
const NEW_SWATCH = '#000000';

/**
 * The product's options, each with its names in both languages, how the storefront shows its values,
 * and its values in order: dragged into place (pointer, touch or keyboard), added and removed.
 */
export function OptionsEditor({ options, errors, onChange }: Props) {
  const t = useAdminT();
  const change = (index: number, option: OptionRow) => onChange(options.map((current, at) => (at === index ? option : current)));
  const addOption = () => onChange([...options, { key: newKey('option'), id: null, names: ['', ''], display: 'BUTTONS', values: [] }]);
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('admin.variants.options')}</legend>
      {options.length === 0 && <p className="admin-hint">{t('admin.variants.noOptions')}</p>}
      {errors['options'] && (
        <p className="admin-field-error" role="alert">
          {errors['options']}
        </p>
      )}
      {options.map((option, index) => (
        <OptionFields key={option.key} option={option} index={index} errors={errors} onChange={(next) => change(index, next)} onRemove={() => onChange(options.filter((_, at) => at !== index))} />
      ))}
      {options.length < VARIANT_LIMITS.options && (
        <button type="button" className="button" onClick={addOption}>
          {t('admin.variants.addOption')}
        </button>
      )}
    </fieldset>
  );
}

function OptionFields({ option, index, errors, onChange, onRemove }: { option: OptionRow; index: number; errors: Record<string, string>; onChange: (option: OptionRow) => void; onRemove: () => void }) {
  const t = useAdminT();
  const at = `options.${index}`;
  const label = t('admin.variants.option', { number: index + 1 });
  const setValues = (values: ValueRow[]) => onChange({ ...option, values });
  const names = (current: Names, lang: 0 | 1, text: string): Names => (lang === 0 ? [text, current[1]] : [current[0], text]);
  return (
    <section className="variant-option" aria-label={option.names[0] || label}>
      <h3>{option.names[0] || label}</h3>
      <div className="admin-columns">
        {LANGUAGES.map(({ index: lang, code }) => {
          const id = `variant-option-${option.key}-${code}`;
          const error = lang === 0 ? errors[`${at}.names`] : undefined;
          return (
            <Field key={code} id={id} label={t('admin.variants.optionName', { language: t(`language.${code}`) })} error={error} required={lang === 0}>
              <input {...fieldA11y(id, error)} type="text" value={option.names[lang]} onChange={(event) => onChange({ ...option, names: names(option.names, lang, event.target.value) })} />
            </Field>
          );
        })}
        <Field id={`variant-option-${option.key}-display`} label={t('admin.variants.display')}>
          <select id={`variant-option-${option.key}-display`} value={option.display} onChange={(event) => onChange({ ...option, display: event.target.value as Display })}>
            {(['BUTTONS', 'SWATCHES'] as const).map((display) => (
              <option key={display} value={display}>
                {t(`admin.variants.display.${display}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <h4 id={`variant-values-${option.key}`}>{t('admin.variants.values')}</h4>
      {errors[`${at}.values`] && (
        <p className="admin-field-error" role="alert">
          {errors[`${at}.values`]}
        </p>
      )}
      <SortableGroup
        ids={option.values.map((value) => value.key)}
        nameOf={(key) => option.values.find((value) => value.key === key)?.names[0] ?? key}
        onReorder={(keys) => setValues(keys.map((key) => option.values.find((value) => value.key === key)!))}
      >
        <ol className="variant-values" aria-labelledby={`variant-values-${option.key}`}>
          {option.values.map((value, v) => (
            <ValueFields
              key={value.key}
              value={value}
              swatch={option.display === 'SWATCHES'}
              errors={errors}
              at={`${at}.values.${v}`}
              onChange={(next) => setValues(option.values.map((current) => (current.key === value.key ? next : current)))}
              onRemove={() => setValues(option.values.filter((current) => current.key !== value.key))}
            />
          ))}
        </ol>
      </SortableGroup>
      <span className="catalog-row-actions">
        <button type="button" className="button" onClick={() => setValues([...option.values, { key: newKey('value'), id: null, names: ['', ''], swatch: NEW_SWATCH }])}>
          {t('admin.variants.addValue')}
        </button>
        <button type="button" className="button" onClick={onRemove}>
          {t('admin.variants.removeOption', { name: option.names[0] || label })}
        </button>
      </span>
    </section>
  );
}

function ValueFields({ value, swatch, errors, at, onChange, onRemove }: { value: ValueRow; swatch: boolean; errors: Record<string, string>; at: string; onChange: (value: ValueRow) => void; onRemove: () => void }) {
  const t = useAdminT();
  const sortable = useSortableItem(value.key);
  const name = value.names[0] || '…';
  return (
    <li ref={sortable.ref} style={sortable.style} className="variant-value">
      <DragHandle handle={sortable.handle} name={name} />
      {LANGUAGES.map(({ index: lang, code }) => {
        const id = `variant-value-${value.key}-${code}`;
        const error = lang === 0 ? errors[`${at}.names`] : undefined;
        return (
          <div key={code} className="variant-value-field">
            <label htmlFor={id} className="visually-hidden">
              {t('admin.variants.valueName', { language: t(`language.${code}`) })}
            </label>
            <input
              {...fieldA11y(id, error)}
              type="text"
              size={10}
              placeholder={lang === 1 ? value.names[0] : undefined}
              value={value.names[lang]}
              onChange={(event) => onChange({ ...value, names: lang === 0 ? [event.target.value, value.names[1]] : [value.names[0], event.target.value] })}
            />
            <FieldNotes id={id} error={error} />
          </div>
        );
      })}
      {swatch && (
        <div className="variant-value-field">
          <label htmlFor={`variant-swatch-${value.key}`} className="visually-hidden">
            {t('admin.variants.swatch')}
          </label>
          <input {...fieldA11y(`variant-swatch-${value.key}`, errors[`${at}.swatch`])} type="color" value={value.swatch || NEW_SWATCH} onChange={(event) => onChange({ ...value, swatch: event.target.value.toUpperCase() })} />
          <FieldNotes id={`variant-swatch-${value.key}`} error={errors[`${at}.swatch`]} />
        </div>
      )}
      <button type="button" className="button" aria-label={t('admin.variants.removeValue', { name })} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
