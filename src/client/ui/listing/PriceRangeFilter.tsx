import { useEffect, useId, useState, type FocusEvent, type FormEvent } from 'react';
import type { GetProductsQuery } from '../../../../generated/client/graphql';
import type { ShopQuery } from '../../../shared/catalog/filter-query';
import type { LanguageId } from '../../../shared/i18n/languages';
import { currencyOf } from '../../../shared/rules/money';
import { withPriceBounds } from '../../../shared/catalog/shop-query-edits';
import { useSession } from '../../lib/session/useSession';
import { useT } from './messages';
import { readPriceRange, type PriceProblem } from './typed-price';

interface Props {
  /** The lowest and highest price the listing reaches without the price bounds; null when nothing matches. */
  range: GetProductsQuery['products']['price_range'];
  query: ShopQuery;
  onChange: (query: ShopQuery) => void;
}

const PROBLEM_TEXTS: Record<PriceProblem, string> = {
  notNumber: 'listing.price.notNumber',
  negative: 'listing.price.negative',
  tooLarge: 'listing.price.tooLarge',
  reversed: 'rule.priceRangeReversed',
};

/** A bound as the field shows it: whole amounts without decimals, the language's decimal sign otherwise. */
function shownBound(value: number | undefined, lang: LanguageId): string {
  if (value === undefined) return '';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return lang === 0 ? text.replace('.', ',') : text;
}

/**
 * The listing's price filter: lowest and highest price, in the language's currency, with the
 * listing's reachable range as placeholders. Applied on Enter, the button, or when focus leaves the
 * two fields; bad input is kept as typed with a message saying what is wrong.
 */
export function PriceRangeFilter({ range, query, onChange }: Props) {
  const t = useT();
  const { lang } = useSession();
  const id = useId();
  const [min, setMin] = useState(() => shownBound(query.price_min, lang));
  const [max, setMax] = useState(() => shownBound(query.price_max, lang));
  const [problem, setProblem] = useState<{ problem: PriceProblem; field: 'min' | 'max' } | null>(null);

  // Back, a chip or "clear all" changed the address: the fields show what it says.
  useEffect(() => {
    setMin(shownBound(query.price_min, lang));
    setMax(shownBound(query.price_max, lang));
    setProblem(null);
  }, [query.price_min, query.price_max, lang]);

  const apply = () => {
    const read = readPriceRange(min, max);
    if ('problem' in read) {
      setProblem(read);
      return;
    }
    setProblem(null);
    const { price_min, price_max } = read.bounds;
    if (price_min !== query.price_min || price_max !== query.price_max) onChange(withPriceBounds(query, read.bounds));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  // Moving from one field to the other is not leaving them; to the button or anywhere else is.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof HTMLInputElement && event.currentTarget.contains(next))) apply();
  };

  const errorId = `${id}-error`;
  const field = (which: 'min' | 'max', value: string, set: (value: string) => void, placeholder: number | undefined) => {
    const invalid = problem?.field === which;
    return (
      <label>
        {t(which === 'min' ? 'listing.price.min' : 'listing.price.max')}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder === undefined ? undefined : String(placeholder)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => set(event.target.value)}
        />
      </label>
    );
  };

  return (
    <form className="price-range" onSubmit={onSubmit} onBlur={onBlur} noValidate>
      <fieldset className="facet">
        <legend>{t('listing.price.legend', { currency: currencyOf(lang) })}</legend>
        <div className="price-range-fields">
          {field('min', min, setMin, range ? Math.floor(range.min) : undefined)}
          {field('max', max, setMax, range ? Math.ceil(range.max) : undefined)}
        </div>
        {problem && (
          <p id={errorId} className="price-range-error" role="alert">
            {t(PROBLEM_TEXTS[problem.problem])}
          </p>
        )}
        <button type="submit" className="button price-range-apply">
          {t('listing.price.apply')}
        </button>
      </fieldset>
    </form>
  );
}
