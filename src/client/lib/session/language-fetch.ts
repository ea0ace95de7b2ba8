import { execute, type TypedDocumentString } from '../graphql';
import type { LanguageId } from '../../../shared/i18n/languages';

/*
 * The transport sends the session's language with every request. A language switch also needs the
 * other language's pages (to map a page's slug by its id), so a request can carry its own language:
 * it is tied to the request's abort signal, which the transport hands to fetch.
 */
const langBySignal = new WeakMap<AbortSignal, LanguageId>();

/** Wraps the fetch the transport uses so that a request made by `executeInLanguage` carries that language. */
export function languageAwareFetch(base?: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const lang = init?.signal ? langBySignal.get(init.signal) : undefined;
    const send = base ?? globalThis.fetch;
    if (lang === undefined || !init) return send(input, init);
    const headers = new Headers(init.headers);
    headers.set('Lang', String(lang));
    return send(input, { ...init, headers });
  };
}

export function executeInLanguage<TResult, TVariables>(
  lang: LanguageId,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  langBySignal.set(controller.signal, lang);
  return execute(document, variables, { signal: controller.signal });
}
