import { createContext, useContext } from 'react';
import type { Script } from '../../../shared/i18n/scripts';

/**
 * The script of the page's address (shared/routing/script-path.ts): set once per page, by the
 * browser's address or the server's request, since a switch of script loads the other page anew.
 */
export const PageScriptContext = createContext<Script>('Latn');

export const usePageScript = (): Script => useContext(PageScriptContext);
