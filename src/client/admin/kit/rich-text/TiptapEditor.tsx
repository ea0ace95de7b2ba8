import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useAdminT } from '../../i18n/useAdminT';
import { errorIdOf, FieldNotes, hintIdOf } from '../Field';
import { richTextExtensions } from './extensions';
import { ImagePanel } from './ImagePanel';
import { LinkPanel } from './LinkPanel';
import { RichTextToolbar, type EditorPanel } from './RichTextToolbar';
import type { RichTextEditorProps } from './RichTextEditor';

const EXTENSIONS = richTextExtensions();

/**
 * The rich-text editor on TipTap (ProseMirror): a labelled editable region under a toolbar, and an
 * "HTML" switch to a textarea of the raw HTML. It reports the HTML only when the administrator
 * changes the text, so opening and saving a form leaves a stored text exactly as it was.
 */
export default function TiptapEditor({ id, label, value, onChange, hint, error }: RichTextEditorProps) {
  const t = useAdminT();
  const labelId = `${id}-label`;
  const [htmlMode, setHtmlMode] = useState(false);
  const [panel, setPanel] = useState<EditorPanel>(null);
  // The HTML the editor last showed or reported: a `value` equal to it is the editor's own echo.
  const shown = useRef(value);
  const report = useRef(onChange);
  const describedByNow = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
  const described = useRef<Record<string, string>>({});
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  // The options stay the same objects between renders: useEditor compares them on each render.
  const [initial] = useState(value);
  const [editorProps] = useState(() => ({
    // A function, read on every update, so the hint and error it points at can change.
    attributes: (): Record<string, string> => ({
      id,
      class: 'rte-region',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...described.current,
    }),
    handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPanel('link');
        return true;
      }
      return false;
    },
  }));
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML();
      shown.current = html;
      report.current(html);
    },
  });

  // A value from outside (another language, the text the server saved, the HTML view) is shown.
  useEffect(() => {
    if (!editor || htmlMode || value === shown.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    shown.current = value;
  }, [editor, value, htmlMode]);

  useEffect(() => {
    described.current = { ...(describedByNow ? { 'aria-describedby': describedByNow } : {}), ...(error ? { 'aria-invalid': 'true' } : {}) };
    // setProps makes ProseMirror read the attributes again.
    if (editor && !editor.isDestroyed) editor.view.setProps({});
  }, [editor, describedByNow, error]);

  if (!editor) return null;
  const controls = htmlMode ? `${id}-html` : id;

  return (
    <div className="rte">
      <span className="rte-label" id={labelId}>
        {label}
      </span>
      <RichTextToolbar
        controls={controls}
        label={label}
        editor={editor}
        htmlMode={htmlMode}
        panel={panel}
        onPanel={setPanel}
        onToggleHtml={() => {
          setPanel(null);
          setHtmlMode(!htmlMode);
        }}
      />
      {panel === 'link' && !htmlMode && <LinkPanel id={`${id}-link`} editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'image' && !htmlMode && <ImagePanel id={`${id}-image`} editor={editor} onClose={() => setPanel(null)} />}
      {/* The region stays while the HTML view is open, so its editor keeps its history. */}
      <div hidden={htmlMode}>
        <EditorContent editor={editor} className="rte-content" />
      </div>
      {htmlMode && (
        <textarea
          id={`${id}-html`}
          className="rte-source"
          aria-label={t('admin.editor.htmlLabel', { label })}
          value={value}
          rows={12}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          {...(describedByNow ? { 'aria-describedby': describedByNow } : {})}
          aria-invalid={error ? true : undefined}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
