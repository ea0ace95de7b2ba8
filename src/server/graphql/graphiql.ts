/**
 * GraphiQL (when introspection is on: development by default) from the project's own packages, not a
 * CDN, so it works offline, under a Content-Security-Policy of its own: only its one inline script
 * runs (named by its hash), its editors' workers only from the blob: addresses that script makes,
 * and it connects only to this server.
 */
import { createHash } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Plugin } from 'graphql-yoga';

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];

/** The policy for a page whose inline scripts are exactly `scripts`. */
function graphiqlPolicy(scripts: readonly string[]): string {
  const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src blob:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The inline scripts of an HTML page, as the browser hashes them (the text between the tags). */
const inlineScripts = (html: string): string[] => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);

/** Yoga's `renderGraphiQL`, and the plugin that gives the page it renders its policy. */
export function ownGraphiQL(): { render: (options?: GraphiQLOptions) => string; policy: Plugin } {
  // Yoga renders the page with the same options each time: the policy of the last one rendered is the page's.
  let last: string | null = null;
  return {
    render(options) {
      const html = renderGraphiQL(options);
      last = graphiqlPolicy(inlineScripts(html));
      return html;
    },
    policy: {
      onResponse({ response }) {
        if (last && response.headers.get('content-type')?.startsWith('text/html')) {
          response.headers.set('content-security-policy', last);
          response.headers.set('x-frame-options', 'DENY');
        }
      },
    },
  };
}
