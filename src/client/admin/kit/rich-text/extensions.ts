import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedLink } from '../../../../shared/rules/link';

/** Heading levels the editor keeps: a page's own title is its h1. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * What the editor can make, each a tag the server's sanitiser keeps. Links carry only their address
 * (TipTap's default `target="_blank" rel="… nofollow"` would be rewritten by the sanitiser); a link
 * that already opens a new tab keeps its `target` and `rel`.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
