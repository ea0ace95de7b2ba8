import { useEditorState, type Editor } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { useAdminT } from '../../i18n/useAdminT';
import { FORMAT_COMMANDS, pressedStates } from './toolbar-commands';
import { TOOLBAR_ICONS } from './toolbar-icons';

export type EditorPanel = 'link' | 'image' | null;

interface Props {
  /** What the toolbar formats: the editable region's id, or the HTML textarea's. */
  controls: string;
  label: string;
  editor: Editor;
  htmlMode: boolean;
  panel: EditorPanel;
  onPanel: (panel: EditorPanel) => void;
  onToggleHtml: () => void;
}

/**
 * The editor's toolbar (the ARIA toolbar pattern): each button says what it does and whether its
 * formatting is on at the caret; arrow keys move between buttons, Tab leaves. In the HTML view only
 * the switch back works.
 */
export function RichTextToolbar({ controls, label, editor, htmlMode, panel, onPanel, onToggleHtml }: Props) {
  const t = useAdminT();
  const pressed = useEditorState({ editor, selector: ({ editor: current }) => pressedStates(current) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : keys[event.key] === undefined ? null : (at + keys[event.key]! + buttons.length) % buttons.length;
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  const button = (key: string, onClick: () => void, state?: boolean, expanded?: boolean) => (
    <button
      key={key}
      type="button"
      className={`rte-button rte-${key}${expanded !== undefined && state ? ' is-active' : ''}`}
      aria-label={t(`admin.editor.${key}`)}
      title={t(`admin.editor.${key}`)}
      // A button that opens a panel says so; its state (the caret is in a link) is only drawn.
      aria-pressed={expanded === undefined ? state : undefined}
      aria-expanded={expanded}
      disabled={htmlMode}
      // Keep the caret and selection in the text while a button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {TOOLBAR_ICONS[key] ?? <span aria-hidden="true">{t(`admin.editor.${key}.icon`)}</span>}
    </button>
  );

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('admin.editor.toolbar', { label })} aria-controls={controls} onKeyDown={onKeyDown}>
      {FORMAT_COMMANDS.map((command) => button(command.key, () => command.run(editor), command.isActive ? Boolean(pressed?.[command.key]) : undefined))}
      {button('link', () => onPanel(panel === 'link' ? null : 'link'), Boolean(pressed?.['link']), panel === 'link')}
      {button('image', () => onPanel(panel === 'image' ? null : 'image'), undefined, panel === 'image')}
      <button type="button" className="rte-button rte-html" aria-label={t('admin.editor.htmlToggle', { label })} aria-pressed={htmlMode} onClick={onToggleHtml}>
        {t('admin.editor.html')}
      </button>
    </div>
  );
}
