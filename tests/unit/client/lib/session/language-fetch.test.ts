import { afterEach, describe, expect, it } from 'vitest';
import { GetPagesDocument } from '../../../../../generated/client/graphql';
import { configureGraphQL, execute, resetGraphQLConfig, resetRequestContext, setRequestContext } from '../../../../../src/client/lib/graphql';
import { executeInLanguage, languageAwareFetch } from '../../../../../src/client/lib/session/language-fetch';

afterEach(() => {
  resetGraphQLConfig();
  resetRequestContext();
});

function recordLangs(): string[] {
  const langs: string[] = [];
  configureGraphQL({
    endpoint: 'http://shop.test/graphql',
    fetch: languageAwareFetch(async (_input, init) => {
      langs.push(new Headers(init?.headers).get('Lang') ?? '');
      return new Response(JSON.stringify({ data: { pages: [] } }), { status: 200 });
    }),
  });
  return langs;
}

describe('executeInLanguage', () => {
  it('sends its own language and leaves other requests in the session’s', async () => {
    const langs = recordLangs();
    setRequestContext({ lang: 0 });
    await Promise.all([executeInLanguage(1, GetPagesDocument, {}), execute(GetPagesDocument, {})]);
    expect(langs).toEqual(['1', '0']);
  });

  it('can be cancelled by the caller’s signal', async () => {
    configureGraphQL({
      fetch: languageAwareFetch(
        (_input, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    });
    const controller = new AbortController();
    const request = executeInLanguage(1, GetPagesDocument, {}, controller.signal);
    controller.abort();
    await expect(request).rejects.toThrow('aborted');
  });
});
