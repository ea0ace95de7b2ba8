import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useAdminT } from '../../i18n/useAdminT';
import { Field, fieldA11y } from '../Field';
import { isAllowedLink, MAX_LINK_LENGTH } from '../../../../shared/rules/link';

interface Props {
  id: string;
  editor: Editor;
  onClose: () => void;
}

/**
 * The address of the link at the caret, or of a new one over the selected words (with no words
 * selected, the address itself becomes the link's words). A panel, not a form: it sits inside the
 * screen's form, so Enter applies it here instead of submitting that form.
 */
export function LinkPanel({ id, editor, onClose }: Props) {
  const t = useAdminT();
  const current = editor.getAttributes('link')['href'] as string | undefined;
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState('');
  const inputId = `${id}-address`;

  const apply = () => {
    const href = address.trim();
    if (!isAllowedLink(href)) {
      setError(t(href.length > MAX_LINK_LENGTH ? 'admin.editor.link.tooLong' : 'admin.editor.link.invalid', { max: MAX_LINK_LENGTH }));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  const unlink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      onClose();
    }
  };

  return (
    <div id={id} className="rte-panel" role="group" aria-label={t('admin.editor.link')} onKeyDown={onKeyDown}>
      <Field id={inputId} label={t('admin.editor.link.address')} hint={t('admin.editor.link.hint')} error={error}>
        <input
          {...fieldA11y(inputId, error || undefined, t('admin.editor.link.hint'))}
          type="text"
          inputMode="url"
          autoFocus
          maxLength={MAX_LINK_LENGTH + 1}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError('');
          }}
        />
      </Field>
      <div className="admin-actions">
        <button type="button" className="button button-primary" onClick={apply}>
          {t('admin.editor.link.apply')}
        </button>
        {current && (
          <button type="button" className="button" onClick={unlink}>
            {t('admin.editor.link.remove')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
