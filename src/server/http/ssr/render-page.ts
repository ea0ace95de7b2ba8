import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readChunkAssets } from './manifest';
import { rememberedLanguageIn } from '../../../shared/i18n/remembered-language';
import { rememberedScriptIn } from '../../../shared/routing/script-path';
import { sessionTokens } from './session-cookies';
import { readTemplate } from './template';
import { logger } from '../../log';
import { requestIdOf } from '../observe-requests';

/** What dist/server/entry-server.js exports (src/client/entry-server.tsx); typed here so the server does not compile the client. */
interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    adminToken: string | null;
    rememberedLang: 0 | 1;
    rememberedScript: 'Latn' | 'Cyrl';
    graphql: (request: Request) => Promise<Response>;
  }): Promise<
    | { kind: 'redirect'; status: 301 | 302; location: string }
    | { kind: 'page'; status: number; htmlLang: string; head: string; screenSource: string | undefined; pipe(destination: NodeJS.WritableStream): void; state: string }
  >;
}

export type GraphQLInProcess = (request: Request, context: { req: IncomingMessage }) => Promise<Response>;

/** A storefront page rendered, not yet sent: a redirect, or its HTML in three parts, the middle one streamed. */
export type RenderedPage =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: number; before: string; pipe(destination: NodeJS.WritableStream): void; after: string };

/**
 * Renders a storefront page for a visitor who sees the shop at `origin`; null when there is no
 * server build or rendering failed (then the browser renders the app).
 */
export type PageRenderer = (request: IncomingMessage, origin: string) => Promise<RenderedPage | null>;

/**
 * The storefront's pages rendered on the server from the build in dist/ (client and dist/server/),
 * their GraphQL run in process by `graphql` with the administrator's token when there is one, so the
 * same access rules and language apply as to the browser's requests.
 */
export function createPageRenderer(distDir: string, graphql: GraphQLInProcess): PageRenderer {
  const entryFile = join(distDir, 'server', 'entry-server.js');
  let loaded: Promise<{ entry: ServerEntry; template: ReturnType<typeof readTemplate>; assets: ReturnType<typeof readChunkAssets> }> | undefined;
  const load = () =>
    (loaded ??= (async () => ({
      entry: (await import(pathToFileURL(entryFile).href)) as ServerEntry,
      template: readTemplate(distDir),
      assets: readChunkAssets(distDir),
    }))());

  return async (request, origin) => {
    if (!existsSync(entryFile)) return null;
    let answer: Awaited<ReturnType<ServerEntry['render']>>;
    let built: Awaited<ReturnType<typeof load>>;
    try {
      built = await load();
      answer = await built.entry.render({
        url: request.url ?? '/',
        origin,
        // A shopper's session never reaches the page (it is the same for every shopper and cached for
        // all): what shows who is signed in renders in the browser. An administrator sees hidden items.
        adminToken: sessionTokens(request).adminToken,
        rememberedLang: rememberedLanguageIn(request.headers.cookie ?? ''),
        rememberedScript: rememberedScriptIn(request.headers.cookie ?? ''),
        graphql: (graphqlRequest) => graphql(graphqlRequest, { req: request }),
      });
    } catch (error) {
      // The browser can still render the page: the entry page goes out instead.
      logger.error({ err: error, reqId: requestIdOf(request), path: request.url?.split('?')[0] }, 'server rendering failed; the browser renders the page');
      loaded = undefined;
      return null;
    }
    const { template, assets } = built;
    if (answer.kind === 'redirect') return answer;
    const page = template({ htmlLang: answer.htmlLang, head: answer.head, assets: assets(answer.screenSource) });
    return { kind: 'page', status: answer.status, before: page.before, pipe: answer.pipe, after: page.after(answer.state) };
  };
}
