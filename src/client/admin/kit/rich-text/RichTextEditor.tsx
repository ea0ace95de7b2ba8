import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { useAdminT } from '../../i18n/useAdminT';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Id of the editable region (the label points at it); the HTML textarea gets `${id}-html`. */
  id: string;
  label: string;
  /** The HTML shown; when it changes from outside (another language, the saved sanitised text) the editor shows it. */
  value: string;
  onChange(html: string): void;
  /** A hint under the text, and a translated error about it after a failed check. */
  hint?: string | undefined;
  error?: string | undefined;
}

// TipTap and ProseMirror come in their own chunk, when a form with a text opens.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The rich-text editor of pages, blocks, blog posts and catalogue descriptions (see TiptapEditor). */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useAdminT();
  return (
    <Suspense fallback={<Spinner label={t('admin.editor.loading', { label: props.label })} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
