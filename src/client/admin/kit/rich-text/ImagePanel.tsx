import type { Editor } from '@tiptap/react';
import type { ImageFragment } from '../../../../../generated/client/graphql';
import { StoragePicker } from '../StoragePicker';

/** An image from Files put into the text at the caret, with its alt text and size. */
export function ImagePanel({ id, editor, onClose }: { id: string; editor: Editor; onClose: () => void }) {
  const insert = (image: ImageFragment) => {
    editor
      .chain()
      .focus()
      .setImage({ src: image.url_lg || image.url, alt: image.alt || image.name, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) })
      .run();
    onClose();
  };
  return <StoragePicker id={id} chosen={[]} onPick={insert} onClose={onClose} />;
}
