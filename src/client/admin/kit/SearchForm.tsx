import { useEffect, useState, type FormEvent } from 'react';
import { useAdminT } from '../i18n/useAdminT';

/** A list's search box; the search is applied when sent. */
export function SearchForm({ id, label, value, onSearch }: { id: string; label: string; value: string; onSearch: (search: string) => void }) {
  const t = useAdminT();
  const [text, setText] = useState(value);
  // Back/forward or a link changes the query string under the form.
  useEffect(() => setText(value), [value]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={onSubmit} className="admin-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button">
        {t('products.searchSubmit')}
      </button>
    </form>
  );
}
