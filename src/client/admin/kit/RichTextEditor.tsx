import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAdminT } from '../i18n/useAdminT';
import './rich-text.css';

interface Props {
  /** Id of the editable region (the label points at it); the HTML textarea gets `${id}-html`. */
  id: string;
  label: string;
  /** The HTML shown; when it changes from outside (another language, the saved sanitised text) the editor shows it. */
  value: string;
  onChange(html: string): void;
}

/** A toolbar command: its text key, the execCommand it runs and how its pressed state is read. */
interface Command {
  key: string;
  run: () => void;
  /** Whether the command's formatting is on at the caret; undefined for commands without a state. */
  pressed?: () => boolean;
}

const hasExec = () => typeof document !== 'undefined' && typeof document.execCommand === 'function';

function exec(command: string, argument?: string): void {
  if (!hasExec()) return;
  try {
    document.execCommand(command, false, argument);
  } catch {
    // Browsers without the command leave the text as it is.
  }
}

function commandState(command: string): boolean {
  if (typeof document === 'undefined' || typeof document.queryCommandState !== 'function') return false;
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}

function blockIs(tag: string): boolean {
  if (typeof document === 'undefined' || typeof document.queryCommandValue !== 'function') return false;
  try {
    return document.queryCommandValue('formatBlock').toLowerCase().replace(/[<>]/g, '') === tag;
  } catch {
    return false;
  }
}

/**
 * A small rich-text editor: a labelled contentEditable region with a toolbar (bold, italic, headings,
 * lists, link, remove formatting) run by `document.execCommand`, and an "HTML" switch to a textarea
 * of the raw HTML. Ctrl+B / Ctrl+I work natively. The server sanitises what is saved; pass the saved
 * HTML back as `value` and the editor shows it.
 */
export function RichTextEditor({ id, label, value, onChange }: Props) {
  const t = useAdminT();
  const region = useRef<HTMLDivElement>(null);
  // The HTML this editor last reported or showed, so a `value` echoed back does not reset the caret.
  const shown = useRef<string | null>(null);
  const [htmlMode, setHtmlMode] = useState(false);
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const labelId = `${id}-label`;

  // Show a value that came from outside.
  useEffect(() => {
    const element = region.current;
    if (!element || htmlMode) return;
    if (shown.current !== value || element.innerHTML !== value) {
      if (element.innerHTML !== value) element.innerHTML = value;
      shown.current = value;
    }
  }, [value, htmlMode]);

  const emit = useCallback(() => {
    const element = region.current;
    if (!element) return;
    const html = element.innerHTML;
    shown.current = html;
    onChange(html);
  }, [onChange]);

  const commands: Command[] = [
    { key: 'bold', run: () => exec('bold'), pressed: () => commandState('bold') },
    { key: 'italic', run: () => exec('italic'), pressed: () => commandState('italic') },
    { key: 'h2', run: () => exec('formatBlock', blockIs('h2') ? '<p>' : '<h2>'), pressed: () => blockIs('h2') },
    { key: 'h3', run: () => exec('formatBlock', blockIs('h3') ? '<p>' : '<h3>'), pressed: () => blockIs('h3') },
    { key: 'bullets', run: () => exec('insertUnorderedList'), pressed: () => commandState('insertUnorderedList') },
    { key: 'numbers', run: () => exec('insertOrderedList'), pressed: () => commandState('insertOrderedList') },
    {
      key: 'link',
      run: () => {
        const url = window.prompt(t('admin.pages.editor.linkPrompt'), 'https://');
        if (url === null) return;
        if (url.trim() === '' || url.trim() === 'https://') exec('unlink');
        else exec('createLink', url.trim());
      },
    },
    {
      key: 'clear',
      run: () => {
        exec('removeFormat');
        exec('unlink');
        if (blockIs('h2') || blockIs('h3')) exec('formatBlock', '<p>');
      },
    },
  ];

  const refreshPressed = useCallback(() => {
    const next: Record<string, boolean> = {};
    for (const command of commands) if (command.pressed) next[command.key] = command.pressed();
    setPressed((current) => (Object.keys(next).every((key) => current[key] === next[key]) ? current : next));
    // The commands only read the document; recreating them each render does not change what they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- commands are rebuilt each render but read only the document
  }, []);

  useEffect(() => {
    if (htmlMode) return;
    const onSelection = () => {
      const element = region.current;
      const selection = typeof document.getSelection === 'function' ? document.getSelection() : null;
      if (element && selection?.anchorNode && element.contains(selection.anchorNode)) refreshPressed();
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [htmlMode, refreshPressed]);

  const runCommand = (command: Command) => {
    region.current?.focus();
    command.run();
    emit();
    refreshPressed();
  };

  // Arrow keys move between the toolbar's buttons (the ARIA toolbar pattern); Tab still walks through them.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  const toggleHtml = () => {
    if (!htmlMode) emit();
    setHtmlMode((mode) => !mode);
  };

  return (
    <div className="rte">
      <span className="rte-label" id={labelId}>
        {label}
      </span>
      <div
        className="rte-toolbar"
        role="toolbar"
        aria-label={t('admin.pages.editor.toolbar', { label })}
        aria-controls={htmlMode ? `${id}-html` : id}
        onKeyDown={onToolbarKey}
      >
        {commands.map((command) => (
          <button
            key={command.key}
            type="button"
            className={`rte-button rte-${command.key}`}
            aria-label={t(`admin.pages.editor.${command.key}`)}
            title={t(`admin.pages.editor.${command.key}`)}
            aria-pressed={command.pressed ? Boolean(pressed[command.key]) : undefined}
            disabled={htmlMode}
            // Keep the selection in the text while a button is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => runCommand(command)}
          >
            <span aria-hidden="true">{t(`admin.pages.editor.${command.key}.icon`)}</span>
          </button>
        ))}
        <button type="button" className="rte-button rte-html" aria-label={t('admin.pages.editor.htmlToggle', { label })} aria-pressed={htmlMode} onClick={toggleHtml}>
          {t('admin.pages.editor.html')}
        </button>
      </div>
      {htmlMode ? (
        <textarea
          id={`${id}-html`}
          className="rte-source"
          aria-label={t('admin.pages.editor.htmlLabel', { label })}
          value={value}
          rows={12}
          spellCheck={false}
          onChange={(event) => {
            shown.current = null;
            onChange(event.target.value);
          }}
        />
      ) : (
        <div
          id={id}
          ref={region}
          className="rte-region"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={() => {
            if (region.current && region.current.innerHTML !== shown.current) emit();
          }}
          onKeyUp={refreshPressed}
          onMouseUp={refreshPressed}
        />
      )}
    </div>
  );
}
