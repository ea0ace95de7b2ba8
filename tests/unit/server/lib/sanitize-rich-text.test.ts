// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from '../../../../src/client/admin/kit/rich-text/extensions';
import { FORMAT_COMMANDS } from '../../../../src/client/admin/kit/rich-text/toolbar-commands';
import { sanitizeHtml } from '../../../../src/server/lib/sanitize-html';

/** The admin's rich-text editor without its screen: the same extensions, in a detached element. */
const editors: Editor[] = [];
function editorWith(html: string): Editor {
  const editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions(), content: html });
  editors.push(editor);
  return editor;
}
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/**
 * The HTML as a browser reads it: the sanitiser writes void elements as `<br />`, the editor as
 * `<br>`, the same markup. Everything else must come back character for character.
 */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** Runs a toolbar command over the words `from`–`to` of the text (ProseMirror positions). */
function formatted(key: string, from = 1, to = 6): string {
  const editor = editorWith('<p>Opis proizvoda i <em>još</em> teksta.</p><p>Drugi red.</p>');
  editor.commands.setTextSelection({ from, to });
  FORMAT_COMMANDS.find((command) => command.key === key)!.run(editor as never);
  return editor.getHTML();
}

describe("the admin editor's HTML and the server's sanitiser", () => {
  it('keeps, unchanged, what every toolbar button makes', () => {
    const outputs = FORMAT_COMMANDS.filter((command) => !['undo', 'redo'].includes(command.key)).map((command) => formatted(command.key));
    expect(outputs).toContain('<p><strong>Opis </strong>proizvoda i <em>još</em> teksta.</p><p>Drugi red.</p>');
    expect(outputs).toContain('<h2>Opis proizvoda i <em>još</em> teksta.</h2><p>Drugi red.</p>');
    expect(outputs).toContain('<ul><li><p>Opis proizvoda i <em>još</em> teksta.</p></li></ul><p>Drugi red.</p>');
    for (const html of outputs) expect(asParsed(sanitizeHtml(html))).toBe(html);
  });

  it('keeps links (the shop, the web, mail and phone), images from Files and every block the editor reads', () => {
    const editor = editorWith('<p>Pozovite nas.</p>');
    editor.chain().setTextSelection({ from: 1, to: 8 }).setLink({ href: 'tel:+381111234567' }).run();
    editor.chain().setTextSelection(editor.state.doc.content.size).insertContent({ type: 'text', text: ' Katalog', marks: [{ type: 'link', attrs: { href: '/shop/televizori' } }] }).run();
    editor.chain().insertContent({ type: 'text', text: ' pišite', marks: [{ type: 'link', attrs: { href: 'mailto:prodaja@izlog.rs' } }] }).run();
    editor.chain().setImage({ src: '/storage/products/tv-lg.webp', alt: 'Televizor', width: 960, height: 540 }).run();
    const made = editor.getHTML();
    expect(made).toContain('<a href="tel:+381111234567">Pozovit</a>');
    expect(made).toContain('<a href="/shop/televizori"> Katalog</a>');
    expect(made).toContain('<img src="/storage/products/tv-lg.webp" alt="Televizor" width="960" height="540">');
    expect(asParsed(sanitizeHtml(made))).toBe(made);

    const read = editorWith(
      '<h3>Naslov</h3><h4>Podnaslov</h4><p><u>podvučeno</u>, <s>precrtano</s>, <code>kod</code><br>novi red, ' +
        '<a href="https://izlog.rs" target="_blank" rel="noopener noreferrer">izlog</a></p>' +
        '<ol start="3"><li><p>treći</p></li></ol><blockquote><p>citat</p></blockquote><pre><code>blok koda</code></pre><hr>',
    ).getHTML();
    expect(read).toContain('<a target="_blank" rel="noopener noreferrer" href="https://izlog.rs">izlog</a>');
    expect(read).toContain('<ol start="3">');
    expect(asParsed(sanitizeHtml(read))).toBe(read);
  });

  it('reads no link or image the sanitiser would remove', () => {
    const html = editorWith('<p><a href="javascript:alert(1)">klik</a> <img src="data:image/png;base64,AAAA"></p>').getHTML();
    expect(html).not.toMatch(/javascript:|data:/);
    expect(asParsed(sanitizeHtml(html))).toBe(html);
  });
});
