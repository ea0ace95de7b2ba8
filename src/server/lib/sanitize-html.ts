import sanitize from 'sanitize-html';

/**
 * Administrators' HTML (page texts, post bodies, text blocks, descriptions) as it may reach a
 * shopper's page: an allow-list of formatting, links, images and tables; no scripts, styles,
 * frames, forms or event attributes, and only http(s), mailto and tel links (plus the shop's own
 * paths).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'span',
    'del',
    'ins',
    'sup',
    'sub',
    'u',
    's',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab does not hand the shop's window to the page it opens.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** The HTML with everything that could run in a shopper's browser removed. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const pointsAt = (value: string | undefined, urls: readonly string[]) => value != null && urls.some((url) => value.includes(url));

/**
 * The HTML without its references to these addresses (a deleted file's): an image or source showing
 * one is removed, a link to one keeps its words without the link. Everything else stays as it is.
 */
export function withoutLinksTo(html: string, urls: readonly string[]): string {
  if (!urls.some((url) => html.includes(url))) return html;
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'source') && (pointsAt(frame.attribs.src, urls) || pointsAt(frame.attribs.srcset, urls)),
    transformTags: {
      a: (tagName, attribs) => (pointsAt(attribs.href, urls) ? { tagName: 'span', attribs: {} } : { tagName, attribs }),
    },
  }).trim();
}
