import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { searchPath } from '../../storefront/search/search-query';
import { useRouteMatch } from '../routes/useRouteMatch';
import '../../storefront/search/header-search.css';

/** The header's search field: Enter opens the search screen with the text. The search screen has its own field, so it is left out there. */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { lang } = useSession();
  const match = useRouteMatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (match.kind === 'static' && match.screen === 'search') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNavigate?.();
    navigate(searchPath(lang, text));
    setText('');
  };
  return (
    <form className="header-search" role="search" aria-label={t('search.header')} onSubmit={submit}>
      <label htmlFor="header-search-text" className="visually-hidden">
        {t('search.headerLabel')}
      </label>
      <input
        id="header-search-text"
        type="search"
        name="q"
        value={text}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}
