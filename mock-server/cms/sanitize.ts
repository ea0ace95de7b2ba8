/**
 * A small HTML sanitiser for the mock: administrators' HTML loses what could run in a shopper's
 * browser (script and similar elements, on* event attributes, javascript: and data: URLs). The real
 * server uses a full allow-list sanitiser; this keeps the mock's answers honest about the rule.
 */
const DANGEROUS_ELEMENTS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'meta', 'link', 'base'];

export function sanitizeHtml(html: string): string {
  let out = html;
  for (const tag of DANGEROUS_ELEMENTS) {
    // The element with its content, then any stray opening or closing tag left over.
    out = out.replace(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '');
    out = out.replace(new RegExp(`<\\/?${tag}\\b[^>]*>`, 'gi'), '');
  }
  // on* event attributes, quoted or not.
  out = out.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  // URLs that run code, in any attribute that carries a URL.
  out = out.replace(
    /\s+(href|src|action|formaction|xlink:href)\s*=\s*("|')?\s*(javascript|vbscript|data):[^"'\s>]*("|')?/gi,
    '',
  );
  return out.trim();
}
