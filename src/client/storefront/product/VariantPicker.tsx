import { useId } from 'react';
import type { ProductDetails } from './types';
import { useT } from './messages';
import { useScriptText } from '../../lib/i18n/translator';
import { choose, valueState } from '../../../shared/catalog/variant-choice';

type Variant = ProductDetails['variants'][number];

interface Props {
  options: ProductDetails['options'];
  variants: ProductDetails['variants'];
  chosen: Variant;
  onChoose(variant: Variant): void;
}

/**
 * A product's options as groups of radio buttons (sizes as buttons, colours as swatches): one value
 * of each chosen, the values sold out beside the others struck through, those never made or switched
 * off not choosable. Choosing a value not made with the others moves them to a variant that is.
 */
export function VariantPicker({ options, variants, chosen, onChoose }: Props) {
  const t = useT();
  const say = useScriptText();
  const name = useId();
  const chosenValues = chosen.values.map((value) => value.id);
  return (
    <div className="variant-picker">
      {options.map((option, index) => (
        <fieldset key={option.id} className={option.display === 'SWATCHES' ? 'variant-option swatches' : 'variant-option'}>
          <legend>
            {say(option.name)}: <strong>{say(option.values.find((value) => value.id === chosenValues[index])?.name ?? '')}</strong>
          </legend>
          {option.values.map((value) => {
            const state = valueState(variants, chosenValues, index, value.id);
            const label = state === 'available' ? say(value.name) : t(state === 'sold-out' ? 'product.variantSoldOut' : 'product.variantUnavailable', { value: value.name });
            const target = choose(variants, chosenValues, index, value.id);
            return (
              <label key={value.id} className={`variant-value ${state}`} title={label}>
                <input
                  type="radio"
                  name={`${name}-${option.id}`}
                  value={value.id}
                  checked={chosenValues[index] === value.id}
                  disabled={!target}
                  aria-label={label}
                  onChange={() => target && onChoose(target)}
                />
                {option.display === 'SWATCHES' ? <span className="variant-swatch" style={{ backgroundColor: value.swatch ?? undefined }} aria-hidden="true" /> : <span aria-hidden="true">{say(value.name)}</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
