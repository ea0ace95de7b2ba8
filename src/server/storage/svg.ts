import type { DOMPurify } from 'dompurify';

/**
 * Uploaded SVGs through DOMPurify, the sanitiser browsers' own vendors test against, on jsdom (the
 * DOM DOMPurify supports on a server). The file is parsed as a browser parses markup, so entities
 * are decoded before anything is judged (`jav&#x61;script&#x3a;` is `javascript:`), and only
 * DOMPurify's SVG allow-list survives: no script, event attributes, foreignObject, animation of
 * attributes or links to javascript:. jsdom is loaded on the first SVG upload, not at start.
 */
let purifier: Promise<{ purify: DOMPurify; serialize(node: Node): string }> | undefined;

async function createPurifier() {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // <use> may only repeat a shape of the same file: an external one could bring in another document.
    if (node.nodeName.toLowerCase() === 'use' && (data.attrName === 'href' || data.attrName === 'xlink:href')) {
      data.keepAttr = data.attrValue.trim().startsWith('#');
    }
  });
  const serializer = new window.XMLSerializer();
  return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
}

/**
 * The SVG with everything that could run removed, as the XML an image/svg+xml file must be; null
 * when no drawing is left (the bytes held no `<svg>` element).
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<Uint8Array | null> {
  purifier ??= createPurifier();
  const { purify, serialize } = await purifier;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = [...fragment.childNodes].find((node) => node.nodeName.toLowerCase() === 'svg');
  return svg ? new TextEncoder().encode(serialize(svg)) : null;
}
