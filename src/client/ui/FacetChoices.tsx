import { useId, useState } from 'react';
import { useT } from '../lib/i18n/useT';
import { collapses, SEARCH_FROM, shownChoices, type FacetChoice } from './facet-choices';
import './facet-choices.css';

export type { FacetChoice } from './facet-choices';

interface Props {
  /** The facet's name, its group's legend ("Boja", "Brendovi"). */
  legend: string;
  choices: readonly FacetChoice[];
  onToggle: (key: string) => void;
  /** The fieldset's class (the shop's `facet`, the search's `search-facet`). */
  className: string;
}

/**
 * A facet's values as checkboxes, each with how many products it would show. A long list shows its
 * first eight and a "show all" button (aria-expanded), and from 15 values a field that narrows the
 * list as the shopper types; a value with no product left is disabled unless ticked. A colour sold as a
 * swatch shows it beside its name.
 */
export function FacetChoices({ legend, choices, onToggle, className }: Props) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set());
  const searchable = choices.length >= SEARCH_FROM;
  const searching = searchable && term.trim() !== '';
  const shown = shownChoices(choices, { expanded, term: searchable ? term : '', pinned });
  const listId = `${id}-values`;
  return (
    <fieldset className={`${className} facet-choices`}>
      <legend>{legend}</legend>
      {searchable && (
        <div className="facet-search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t('facets.search', { name: legend })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            value={term}
            placeholder={t('facets.searchPlaceholder')}
            aria-controls={listId}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
      )}
      <ul id={listId} className="facet-values">
        {shown.map(({ key, label, count, checked, swatch }) => (
          <li key={key}>
            <label className="facet-option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && count === 0}
                onChange={() => {
                  setPinned((keys) => new Set(keys).add(key));
                  onToggle(key);
                }}
              />
              {swatch && <span className="facet-swatch" style={{ backgroundColor: swatch }} aria-hidden="true" />}
              {label} <span className="facet-count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
      {searchable && (
        <p className="facet-search-status" aria-live="polite">
          {searching && (shown.length === 0 ? t('facets.noMatch', { term: term.trim() }) : <span className="visually-hidden">{t('facets.matches', { count: shown.length })}</span>)}
        </p>
      )}
      {collapses(choices) && !searching && (
        <button type="button" className="facet-more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('facets.showFewer') : t('facets.showAll', { count: choices.length })}
        </button>
      )}
    </fieldset>
  );
}
