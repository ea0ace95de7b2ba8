// Runs in a worker thread of svg.ts's pool (piscina), loaded by Node itself, hence plain JavaScript.
// jsdom parses an SVG at some 0.1 ms per element: a large drawing must not hold up the server's
// event loop. Loading jsdom takes a second of CPU, so the thread stays for the next upload.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  // <use> may only repeat a shape of the same file: an external one could bring in another document.
  if (node.nodeName.toLowerCase() === 'use' && (data.attrName === 'href' || data.attrName === 'xlink:href')) {
    data.keepAttr = data.attrValue.trim().startsWith('#');
  }
});

/** @param {Uint8Array} bytes @returns {Uint8Array | null} */
export default function sanitize(bytes) {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const fragment = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM_FRAGMENT: true });
  const svg = [...fragment.childNodes].find((node) => node.nodeName.toLowerCase() === 'svg');
  return svg ? new TextEncoder().encode(new window.XMLSerializer().serializeToString(svg)) : null;
}
