import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/service-worker';
import { configureGraphQL } from './lib/graphql';
import { languageAwareFetch } from './lib/session/language-fetch';
import './app/styles.css';

configureGraphQL({ clientVersion: __APP_VERSION__, fetch: languageAwareFetch() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
