/**
 * How the test bank sends a page: valid HTML5 in the request's language, escaped wherever a value
 * goes in, never cached, never framed, sending no Referer, and a Content-Security-Policy that lets
 * its forms post only to the shop and itself and runs no script but one named by its hash.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A hidden input carrying one field as it was. */
export const hiddenInput = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The CSP source of an inline script: its SHA-256 in base64. */
export const scriptSource = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1b1f24}',
  'main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9d1db;border-radius:8px}',
  'h1{margin:0 0 .25rem;font-size:1.4rem}h2{font-size:1.1rem}',
  '.notice{padding:.5rem .75rem;background:#fff6d6;border-left:4px solid #b98900}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}',
  'label{display:block;font-weight:600;margin-top:1rem}',
  'input[type=text]{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;letter-spacing:.05em}',
  '.hint{margin:.25rem 0;color:#4a5561;font-size:.9rem}.error{color:#b00020;font-weight:600}',
  '.decisions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}',
  'button{padding:.6rem 1rem;font:inherit;border-radius:6px;border:1px solid #55606d;background:#fff;cursor:pointer}',
  'button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}',
].join('');

export interface Page {
  status: number;
  htmlLang: string;
  title: string;
  /** The page's <main>, already escaped. */
  main: string;
  /** Where its forms may post, as CSP sources; none: the page has no form. */
  formAction: string[];
  /** An inline script after <main>, allowed by its hash alone. */
  script?: string;
}

/** Sends `page` with the test bank's headers. */
export function sendPage(response: ServerResponse, page: Page): void {
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${page.formAction.length > 0 ? page.formAction.join(' ') : "'none'"}`,
    ...(page.script ? [`script-src ${scriptSource(page.script)}`] : []),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const html =
    `<!doctype html><html lang="${escapeHtml(page.htmlLang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${page.main}</main>${page.script ? `<script>${page.script}</script>` : ''}</body></html>`;
  response.statusCode = page.status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('content-security-policy', policy);
  response.setHeader('referrer-policy', 'no-referrer');
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('content-length', Buffer.byteLength(html));
  response.end(html);
}
