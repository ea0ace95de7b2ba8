import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { ADMIN_TOKEN_COOKIE, USER_TOKEN_COOKIE } from '../../../shared/constants';
import { readChunkAssets } from './manifest';
import { readTemplate } from './template';

/** What dist/server/entry-server.js exports (src/client/entry-server.tsx); typed here so the server does not compile the client. */
interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    adminToken: string | null;
    userToken: string | null;
    graphql: (request: Request) => Promise<Response>;
  }): Promise<
    | { kind: 'redirect'; status: 301; location: string }
    | { kind: 'page'; status: number; htmlLang: string; head: string; screenSource: string | undefined; pipe(destination: NodeJS.WritableStream): void; state: string }
  >;
}

export type GraphQLInProcess = (request: Request, context: { req: IncomingMessage }) => Promise<Response>;

/** Renders a storefront page; false when there is no server build (then the browser renders the app). */
export type PageRenderer = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length > 0) {
      try {
        return decodeURIComponent(value.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The storefront's pages rendered on the server from the build in dist/ (client and dist/server/),
 * their GraphQL run in process by `graphql` with the visitor's own cookies, so the same access rules
 * and language apply as to the browser's requests.
 */
export function createPageRenderer(distDir: string, origin: () => string, graphql: GraphQLInProcess): PageRenderer {
  const entryFile = join(distDir, 'server', 'entry-server.js');
  let loaded: Promise<{ entry: ServerEntry; template: ReturnType<typeof readTemplate>; assets: ReturnType<typeof readChunkAssets> }> | undefined;
  const load = () =>
    (loaded ??= (async () => ({
      entry: (await import(pathToFileURL(entryFile).href)) as ServerEntry,
      template: readTemplate(distDir),
      assets: readChunkAssets(distDir),
    }))());

  return async (request, response) => {
    if (!existsSync(entryFile)) return false;
    let answer: Awaited<ReturnType<ServerEntry['render']>>;
    let built: Awaited<ReturnType<typeof load>>;
    try {
      built = await load();
      answer = await built.entry.render({
        url: request.url ?? '/',
        origin: origin(),
        adminToken: cookie(request.headers.cookie, ADMIN_TOKEN_COOKIE),
        userToken: cookie(request.headers.cookie, USER_TOKEN_COOKIE),
        graphql: (graphqlRequest) => graphql(graphqlRequest, { req: request }),
      });
    } catch (error) {
      // The browser can still render the page: the entry page goes out instead.
      console.error('Server rendering failed for', request.url, error);
      loaded = undefined;
      return false;
    }
    const { template, assets } = built;
    if (answer.kind === 'redirect') {
      response.writeHead(answer.status, { location: answer.location, 'cache-control': 'no-cache' });
      response.end();
      return true;
    }
    const page = template({ htmlLang: answer.htmlLang, head: answer.head, assets: answer.screenSource ? assets(answer.screenSource) : { scripts: [], styles: [] } });
    response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    response.write(page.before);
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => response.write(chunk));
    body.on('end', () => response.end(page.after(answer.state)));
    answer.pipe(body);
    return true;
  };
}
