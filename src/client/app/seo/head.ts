import type { ImagePreload } from '../../ui/image-preload';
import { pagedCanonical, withShopName } from './page-title';

/** What a page tells search engines and link previews. */
export interface HeadData {
  title?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  image?: string | null | undefined;
  /** Open Graph type: 'website' unless the page says 'product' or 'article'. */
  type?: string | undefined;
  /** Structured data (schema.org objects), written as JSON-LD. */
  jsonLd?: readonly object[] | undefined;
  /** Which page of a paged list this is: its title says so (useSeo) and its canonical address has it. */
  page?: number | undefined;
  /** The shop's name every title ends with (the site_name setting): the settings' defaults give it. */
  shopName?: string | undefined;
}

export interface HeadLinks {
  /** Absolute address of this page. */
  canonical: string;
  /** This page in each language, by hreflang code (sr, en). */
  alternates: Readonly<Record<string, string>>;
  locale: string;
}

/** The page's values over the settings' defaults (spec §9): each field the page leaves empty falls back; the title ends with the shop's name. */
export function mergeHead(defaults: HeadData, page: HeadData | null): HeadData {
  const pick = (key: 'title' | 'description' | 'keywords' | 'image') => (page?.[key] || defaults[key]) ?? undefined;
  return {
    title: withShopName(pick('title'), defaults.shopName),
    description: pick('description'),
    keywords: pick('keywords'),
    image: pick('image'),
    type: page?.type ?? defaults.type,
    page: page?.page,
    shopName: defaults.shopName,
    jsonLd: defaults.jsonLd || page?.jsonLd ? [...(defaults.jsonLd ?? []), ...(page?.jsonLd ?? [])] : undefined,
  };
}

/** One tag of the head besides the title: the one list both the server's HTML and the browser's updates are made from. */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string | null | undefined }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

export function headTags(head: HeadData, { canonical: address, alternates, locale }: HeadLinks): HeadTag[] {
  const links = { canonical: pagedCanonical(address, head.page), alternates, locale };
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined): HeadTag => ({ tag: 'meta', attribute, key, content });
  return [
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    meta('property', 'og:url', links.canonical),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:locale', links.locale),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    { tag: 'link', rel: 'canonical', href: links.canonical },
    ...Object.entries(links.alternates).map(([hreflang, href]): HeadTag => ({ tag: 'link', rel: 'alternate', href, hreflang })),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON for a <script> element: nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A preload of an image, fetched at once and first: the page's LCP image, found before any script. */
function preloadHtml(image: ImagePreload): string {
  const attributes = [
    image.href && `href="${escapeAttribute(image.href)}"`,
    image.srcset && `imagesrcset="${escapeAttribute(image.srcset)}"`,
    image.sizes && `imagesizes="${escapeAttribute(image.sizes)}"`,
    image.type && `type="${escapeAttribute(image.type)}"`,
  ].filter(Boolean);
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`;
}

/**
 * The head as HTML, for the server's page: title, the images to fetch first (`preloads`, only the
 * server's first answer has them: later screens' images are in the page the browser already has),
 * meta, links and JSON-LD.
 */
export function headHtml(head: HeadData, links: HeadLinks, preloads: readonly ImagePreload[] = []): string {
  const tags = headTags(head, links).map((tag) => {
    if (tag.tag === 'link') return `<link rel="${tag.rel}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ''} href="${escapeAttribute(tag.href)}">`;
    return tag.content ? `<meta ${tag.attribute}="${tag.key}" content="${escapeAttribute(tag.content)}">` : '';
  });
  const title = head.title ? `<title>${escapeAttribute(head.title)}</title>` : '';
  const jsonLd = (head.jsonLd ?? []).map((data) => `<script type="application/ld+json" data-head>${scriptJson(data)}</script>`);
  return [title, ...preloads.map(preloadHtml), ...tags, ...jsonLd].filter(Boolean).join('\n    ');
}

function upsert(doc: Document, selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void): void {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    doc.head.appendChild(element);
  }
  set(element);
}

function applyTag(doc: Document, tag: HeadTag): void {
  if (tag.tag === 'meta') {
    const selector = `meta[${tag.attribute}="${tag.key}"]`;
    const { content } = tag;
    if (!content) return void doc.head.querySelector(selector)?.remove();
    return upsert(doc, selector, () => withAttributes(doc.createElement('meta'), { [tag.attribute]: tag.key }), (meta) => meta.setAttribute('content', content));
  }
  const selector = tag.hreflang ? `link[rel="${tag.rel}"][hreflang="${tag.hreflang}"]` : `link[rel="${tag.rel}"]:not([hreflang])`;
  const attributes: Record<string, string> = tag.hreflang ? { rel: tag.rel, hreflang: tag.hreflang } : { rel: tag.rel };
  upsert(doc, selector, () => withAttributes(doc.createElement('link'), attributes), (link) => link.setAttribute('href', tag.href));
}

function withAttributes(element: HTMLElement, attributes: Record<string, string>): HTMLElement {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function applyJsonLd(doc: Document, data: readonly object[]): void {
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"][data-head]')) old.remove();
  for (const item of data) {
    const script = withAttributes(doc.createElement('script'), { type: 'application/ld+json', 'data-head': '' });
    script.textContent = JSON.stringify(item);
    doc.head.appendChild(script);
  }
}

/** Writes title, meta, Open Graph, canonical and hreflang links and JSON-LD; a missing value is only logged (spec §8). */
export function applyHead(doc: Document, head: HeadData, links: HeadLinks, log: (message: string) => void = console.warn): void {
  for (const key of ['title', 'description', 'keywords'] as const) {
    if (!head[key]) log(`Missing head meta: ${key}`);
  }
  if (head.title) doc.title = head.title;
  for (const tag of headTags(head, links)) applyTag(doc, tag);
  applyJsonLd(doc, head.jsonLd ?? []);
}
