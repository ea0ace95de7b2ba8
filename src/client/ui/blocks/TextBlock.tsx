import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 6: the text editor's HTML, which the server sanitises before it is stored and sent. */
export function TextBlock({ title, content }: { title: string | null; content: ContentOf<'TextContent'> }) {
  if (!content.html.trim()) return null;
  return (
    <BlockSection title={title} kind="text">
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: content.html }} />
    </BlockSection>
  );
}
