import { useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { searchPath } from '../../storefront/search/search-query';
import { useRouteMatch } from '../routes/useRouteMatch';
import '../../storefront/search/header-search.css';

type SearchBoxComponent = ComponentType<{ onNavigate?: () => void; initialText?: string; focused?: boolean }>;
const loadSearchBox = () => import('../../storefront/search/SearchBox');

/**
 * The header's search field. In the page's HTML and first script it is a plain form (Enter opens the
 * search screen with the text); the first time the shopper is in it, the field with suggestions
 * (storefront/search/SearchBox, its own chunk) takes its place with what was typed, so the
 * suggestions cost no phone's first load. The search screen has its own field, so it is left out there.
 */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { lang } = useSession();
  const match = useRouteMatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [SearchBox, setSearchBox] = useState<SearchBoxComponent | null>(null);
  if (match.kind === 'static' && match.screen === 'search') return null;
  if (SearchBox) return <SearchBox onNavigate={onNavigate} initialText={text} focused />;

  // Without the chunk (offline, say) the plain field still searches.
  const upgrade = () => void loadSearchBox().then((module) => setSearchBox(() => module.SearchBox), () => undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNavigate?.();
    navigate(searchPath(lang, text));
    setText('');
  };
  return (
    // A pointer on its way to the field fetches the suggestions' chunk, so it is there when the field is focused.
    <form className="header-search" role="search" aria-label={t('search.header')} onSubmit={submit} onPointerEnter={() => void loadSearchBox().catch(() => undefined)}>
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
        onFocus={upgrade}
      />
      <button type="submit" className="button icon-button">
        {t('search.submit')}
      </button>
    </form>
  );
}
