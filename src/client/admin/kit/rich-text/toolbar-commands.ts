import type { Editor } from '@tiptap/react';

/** The toolbar's buttons that act on the text at once; the link and image buttons open a panel instead. */
export interface FormatCommand {
  /** Its texts are `admin.editor.<key>` and `admin.editor.<key>.icon`. */
  key: string;
  run: (editor: Editor) => void;
  /** Whether its formatting is on at the caret; absent for commands without a state. */
  isActive?: (editor: Editor) => boolean;
}

export const FORMAT_COMMANDS: readonly FormatCommand[] = [
  { key: 'bold', run: (editor) => editor.chain().focus().toggleBold().run(), isActive: (editor) => editor.isActive('bold') },
  { key: 'italic', run: (editor) => editor.chain().focus().toggleItalic().run(), isActive: (editor) => editor.isActive('italic') },
  { key: 'underline', run: (editor) => editor.chain().focus().toggleUnderline().run(), isActive: (editor) => editor.isActive('underline') },
  {
    key: 'h2',
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
  },
  { key: 'bullets', run: (editor) => editor.chain().focus().toggleBulletList().run(), isActive: (editor) => editor.isActive('bulletList') },
  { key: 'numbers', run: (editor) => editor.chain().focus().toggleOrderedList().run(), isActive: (editor) => editor.isActive('orderedList') },
  { key: 'clear', run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().run() },
  { key: 'undo', run: (editor) => editor.chain().focus().undo().run() },
  { key: 'redo', run: (editor) => editor.chain().focus().redo().run() },
];

/** The pressed state of every command that has one, read together so the toolbar re-renders only when one changes. */
export function pressedStates(editor: Editor | null): Record<string, boolean> {
  const states: Record<string, boolean> = {};
  for (const command of FORMAT_COMMANDS) if (command.isActive) states[command.key] = editor ? command.isActive(editor) : false;
  states['link'] = editor ? editor.isActive('link') : false;
  return states;
}
