import { SessionProvider } from '../lib/session/SessionProvider';
import { readRememberedLang } from '../lib/session/remembered-lang';
import NotFound from './NotFound';

/**
 * Everything under /cms, in a chunk of its own so the storefront's first load carries none of it.
 * The admin screens (issue 5) route from here; until then it is the not-found screen.
 */
export default function AdminArea() {
  return (
    <SessionProvider lang={readRememberedLang()}>
      <NotFound />
    </SessionProvider>
  );
}
