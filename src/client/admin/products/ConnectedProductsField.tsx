import { useState } from 'react';
import { useGetProductsWithPaginationQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import type { ConnectedProduct } from './product-form';

/** Products offered for connecting at a time. */
const SUGGESTIONS = 8;
/** Fewer letters match too much of the catalogue to be of use. */
const MIN_SEARCH_LENGTH = 2;

interface Props {
  productId: string | null;
  connected: ConnectedProduct[];
  error: string | undefined;
  onChange: (connected: ConnectedProduct[]) => void;
}

/** Products shown with this one: the chosen ones, and a search to add more. */
export function ConnectedProductsField({ productId, connected, error, onChange }: Props) {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useGetProductsWithPaginationQuery(
    { search: term, first: SUGGESTIONS, sort: 'NAME' },
    { enabled: term.length >= MIN_SEARCH_LENGTH },
  );
  const chosen = new Set(connected.map((product) => product.id));
  const suggestions = (found.data?.productsWithPagination.data ?? []).filter(
    (product) => product.id !== productId && !chosen.has(product.id),
  );

  return (
    <fieldset className="admin-fieldset">
      <legend>{t('product.section.connected')}</legend>
      {error && (
        <p className="admin-field-error" role="alert">
          {error}
        </p>
      )}
      {connected.length === 0 ? (
        <p className="admin-hint">{t('product.connected.none')}</p>
      ) : (
        <ul className="admin-chips" aria-label={t('product.connected.chosen')}>
          {connected.map((product) => (
            <li key={product.id}>
              <span>
                {product.name} <small>({product.code})</small>
              </span>
              <button
                type="button"
                className="button"
                aria-label={t('product.connected.remove', { name: product.name })}
                onClick={() => onChange(connected.filter((other) => other.id !== product.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-field">
        <label htmlFor="product-connected-search">{t('product.connected.search')}</label>
        <input
          id="product-connected-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          // Enter here must not save the whole product.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      {found.isError && <ErrorBox error={found.error} />}
      {term.length >= MIN_SEARCH_LENGTH && found.isSuccess && suggestions.length === 0 && (
        <p className="admin-hint">{t('product.connected.noMatch')}</p>
      )}
      {suggestions.length > 0 && (
        <ul className="admin-suggestions">
          {suggestions.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="button"
                onClick={() => onChange([...connected, { id: product.id, name: product.name, code: product.code }])}
              >
                {t('product.connected.add', { name: product.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
