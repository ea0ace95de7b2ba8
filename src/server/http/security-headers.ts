import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers that keep the shop's pages its own. The spec has the client read its tokens from
 * cookies and send them in headers, so those cookies cannot be HttpOnly: no script but the shop's
 * own may run on its pages, and no other site may frame them.
 */

/** Where the product page's YouTube player is loaded from (storefront/product/ProductVideo.tsx). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** A Host header fit to name in a policy: a host name or IP literal and an optional port, nothing else. */
export const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The Content-Security-Policy of every page of the app (the storefront and /cms); `formTargets`: the
 * origins besides the shop's own that its forms may post to (the bank's card page).
 */
export function pagePolicy(host: string | undefined, formTargets: readonly string[] = []): string {
  // CSP 3 lets 'self' match ws(s) on the same host; older engines need the socket's address named.
  const socket = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    // Only the built chunks of /static/ run: no inline script, no eval, no other origin.
    "script-src 'self'",
    // react-hot-toast (goober) writes its rules into a <style> element it creates at run time.
    "style-src 'self' 'unsafe-inline'",
    // Uploaded files and inline placeholders; the admin's rich text may also show https images.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    `frame-src ${VIDEO_FRAMES.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An uploaded file never runs as a page of the shop's origin (an SVG with script, a mislabelled HTML). */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * The browser features the shop never uses, switched off for its pages and any frame in them (the
 * YouTube player included): no camera, microphone, location, sensors, device access or payment
 * handler (card payment is the bank's own page), and no interest topics for advertisers. Only
 * features Chromium, Firefox and Safari recognise, so no browser logs a policy error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * A shop reached over HTTPS tells the browser to come back only over HTTPS for a year. Not for its
 * subdomains, which the shop owner may serve otherwise, and not on plain HTTP, where a browser ignores it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Sent with everything. The referrer keeps the shop's origin for other sites (YouTube's player
 * refuses to play without it) and never a path, which may hold an order code or a reset token.
 */
const COMMON_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/** `secure`: the shop's origin for this request is https (PUBLIC_URL, TLS, or a trusted proxy's X-Forwarded-Proto). */
export function setCommonHeaders(response: ServerResponse, secure: boolean): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) response.setHeader(name, value);
  if (secure) response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** A page of the app: its policy, and no framing for browsers that predate frame-ancestors. */
export function setPageHeaders(request: IncomingMessage, response: ServerResponse, secure: boolean, formTargets: readonly string[] = []): void {
  setCommonHeaders(response, secure);
  response.setHeader('content-security-policy', pagePolicy(request.headers.host, formTargets));
  response.setHeader('x-frame-options', 'DENY');
}

/** A file of /storage: shown as an image or download, never as an active page. */
export function setFileHeaders(response: ServerResponse, secure: boolean): void {
  setCommonHeaders(response, secure);
  response.setHeader('content-security-policy', FILE_POLICY);
}
