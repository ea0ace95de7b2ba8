import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { brandPath, productLinkPath } from '../../../shared/routing/canonical-paths';
import { pathFor } from '../../../shared/routing/build-path';
import { formatMoney } from '../../../shared/catalog/price';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { searchPath, searchTerm } from './search-query';
import { useSearchSuggestions, type Suggestions } from './useSearchSuggestions';
import './header-search.css';
import './search-box.css';

interface Option {
  key: string;
  href: string;
  label: string;
  group: 'products' | 'categories' | 'brands' | 'search';
  suggestion?: Suggestions['products'][number];
}

/** The suggestions as one list of options, in the order shown: products, categories, brands, then every result for `found`. */
function optionsOf(suggestions: Suggestions | undefined, found: string, lang: 0 | 1, allLabel: string): Option[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({ key: `p${product.id}`, href: productLinkPath(lang, product), label: product.name, group: 'products' as const, suggestion: product })),
    ...suggestions.categories.map((category) => ({ key: `c${category.id}`, href: pathFor('shop', lang, { categories: [category.slug] }), label: category.name, group: 'categories' as const })),
    ...suggestions.brands.map((brand) => ({ key: `b${brand.id}`, href: brandPath(lang, brand), label: brand.name, group: 'brands' as const })),
    { key: 'all', href: searchPath(lang, found), label: allLabel, group: 'search' as const },
  ];
}

/**
 * The shop's search field with suggestions as the shopper types (an ARIA combobox): the best
 * products, categories and brands (a typo's correction's, when the text finds nothing), whole names
 * wrapped to lines, and last every result on the search screen (or, when nothing matches and the
 * correction is not sure, "did you mean" with the spelling that finds something). Arrow keys move through the suggestions, Enter opens the one chosen (or the search
 * screen), Escape closes them. Made to sit in the header; `onNavigate` runs before it leaves the page
 * (to close a phone menu, say). `initialText` and `focused` let it take the place of a field the shopper is typing in.
 */
export function SearchBox({ onNavigate, initialText = '', focused = false }: { onNavigate?: () => void; initialText?: string; focused?: boolean }) {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Taking over from the header's plain field (HeaderSearch) while the shopper is in it, before the next key arrives.
  useLayoutEffect(() => {
    if (focused) field.current?.focus();
  }, [focused]);
  const [active, setActive] = useState(-1);
  const { text: settled, suggestions } = useSearchSuggestions(text);
  // The correction's suggestions shown at once: every result is the search screen's for the text typed,
  // which shows them as the correction's; a correction only offered: the search screen's for it.
  const corrected = suggestions?.corrected_query;
  const offered = corrected ? null : suggestions?.did_you_mean;
  const found = offered ?? settled;
  const allLabel = offered ? `${t('search.didYouMean')} ${offered}` : t('search.suggestionsAll', { query: corrected ?? found });
  const options = optionsOf(suggestions, found, lang, allLabel);
  const shown = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string) => {
    onNavigate?.();
    setOpen(false);
    setActive(-1);
    setText('');
    navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown ? options[active] : undefined;
    go(chosen ? chosen.href : searchPath(lang, searchTerm(text)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      // From the field (-1) down through the options and back to the field, or up the other way.
      if (event.key === 'ArrowDown') setActive((current) => (current + 1 >= options.length ? -1 : current + 1));
      else setActive((current) => (current - 1 < -1 ? options.length - 1 : current - 1));
    }
  };

  return (
    <form className="header-search search-box" role="search" aria-label={t('search.header')} onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('search.headerLabel')}
      </label>
      <input
        ref={field}
        id={`${id}-text`}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
        value={text}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="button icon-button">
        {t('search.submit')}
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-suggestions" hidden={!shown}>
        {shown &&
          options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`search-suggestion search-suggestion-${option.group}`}
              // Chosen before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(option.href);
              }}
            >
              {option.suggestion && <Image image={option.suggestion.image} decorative size="sm" />}
              <span className="search-suggestion-label">{option.label}</span>
              {option.suggestion && <span className="search-suggestion-price">{formatMoney(option.suggestion.process_price, option.suggestion.currency)}</span>}
              {option.group === 'categories' && <span className="search-suggestion-kind">{t('search.categories')}</span>}
              {option.group === 'brands' && <span className="search-suggestion-kind">{t('search.brands')}</span>}
            </li>
          ))}
      </ul>
    </form>
  );
}
