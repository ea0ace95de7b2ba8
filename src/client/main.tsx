import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadChunk } from './app/chunks/preloaded';
import { createQueryClient } from './app/query-client';
import { matchRoute } from './app/routes/match-route';
import { SERVER_STATE_ID, cachedPages, receivedNow, type ServerState } from './app/server-state';
import { registerServiceWorker } from './app/service-worker';
import { storefrontRouteOf } from './routes';
import { configureGraphQL, setRequestContext } from './lib/graphql';
import { rememberLang } from './lib/session/remembered-lang';
import { languageAwareFetch } from './lib/session/language-fetch';
import './app/styles.css';

configureGraphQL({ clientVersion: __APP_VERSION__, fetch: languageAwareFetch() });

const root = document.getElementById('root')!;
const stateElement = document.getElementById(SERVER_STATE_ID);

/**
 * A page the server rendered: its cache is loaded first and its screen's chunk awaited, so the first
 * render matches the server's HTML and sends no request. Anything else (the admin, `npm run dev`)
 * renders in the browser.
 */
async function start() {
  if (!stateElement?.textContent) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  const state = JSON.parse(stateElement.textContent) as ServerState;
  // A path the same in both languages was rendered in the server's language; the first render must agree.
  rememberLang(state.lang);
  setRequestContext({ lang: state.lang });
  const queryClient = createQueryClient();
  hydrate(queryClient, receivedNow(state.queries));
  const chunk = storefrontRouteOf(matchRoute(location.pathname, cachedPages(queryClient), state.lang));
  if (chunk) await preloadChunk(chunk.load).catch(() => undefined);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
