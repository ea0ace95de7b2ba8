import type { Editor } from '@tiptap/react';
import type { ImageFragment } from '../../../../../generated/client/graphql';
import { useAdminT } from '../../i18n/useAdminT';
import { StoragePicker } from '../StoragePicker';
import { UploadImageButton } from '../upload/UploadImageButton';

/** An image from Files, or one uploaded into them here, put into the text at the caret with its alt text and size. */
export function ImagePanel({ id, editor, onClose }: { id: string; editor: Editor; onClose: () => void }) {
  const t = useAdminT();
  const insert = (image: ImageFragment) => {
    editor
      .chain()
      .focus()
      .setImage({ src: image.url_lg || image.url, alt: image.alt || image.name, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) })
      .run();
    onClose();
  };
  return (
    <div className="rte-panel">
      <div className="rte-panel-actions">
        <UploadImageButton id={id} tab="general" label={t('admin.editor.image')} onUploaded={insert} />
      </div>
      <StoragePicker id={`${id}-picker`} chosen={[]} onPick={insert} onClose={onClose} />
    </div>
  );
}
