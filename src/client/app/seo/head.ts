/** What a page tells search engines and link previews. */
export interface HeadData {
  title?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  image?: string | null | undefined;
}

export interface HeadLinks {
  /** Absolute address of this page. */
  canonical: string;
  /** This page in each language, by hreflang code (sr, en). */
  alternates: Readonly<Record<string, string>>;
  locale: string;
}

/** The page's values over the settings' defaults (spec §9): each field the page leaves empty falls back. */
export function mergeHead(defaults: HeadData, page: HeadData | null): HeadData {
  const pick = (key: keyof HeadData) => (page?.[key] || defaults[key]) ?? undefined;
  return { title: pick('title'), description: pick('description'), keywords: pick('keywords'), image: pick('image') };
}

function upsert(doc: Document, selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void): void {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    doc.head.appendChild(element);
  }
  set(element);
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (!content) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  upsert(
    doc,
    selector,
    () => {
      const meta = doc.createElement('meta');
      meta.setAttribute(attribute, key);
      return meta;
    },
    (meta) => meta.setAttribute('content', content),
  );
}

function setLink(doc: Document, rel: string, href: string, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  upsert(
    doc,
    selector,
    () => {
      const link = doc.createElement('link');
      link.setAttribute('rel', rel);
      if (hreflang) link.setAttribute('hreflang', hreflang);
      return link;
    },
    (link) => link.setAttribute('href', href),
  );
}

/** Writes title, meta, Open Graph, canonical and hreflang links; a missing value is only logged (spec §8). */
export function applyHead(doc: Document, head: HeadData, links: HeadLinks, log: (message: string) => void = console.warn): void {
  for (const key of ['title', 'description', 'keywords'] as const) {
    if (!head[key]) log(`Missing head meta: ${key}`);
  }
  if (head.title) doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'keywords', head.keywords);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:image', head.image);
  setMeta(doc, 'property', 'og:url', links.canonical);
  setMeta(doc, 'property', 'og:type', 'website');
  setMeta(doc, 'property', 'og:locale', links.locale);
  setLink(doc, 'canonical', links.canonical);
  for (const [hreflang, href] of Object.entries(links.alternates)) setLink(doc, 'alternate', href, hreflang);
}
