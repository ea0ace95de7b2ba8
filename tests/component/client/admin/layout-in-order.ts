/** How far apart the stand-in layout draws consecutive elements of one kind. */
const STEP_PX = 48;

/**
 * happy-dom lays nothing out (every box is 0×0 at 0,0), but drag-and-drop measures where items are.
 * This draws each element of a kind (every `li`, every `tr`, …) one step below the one before it in
 * the document, as a column of rows would be, until the returned function puts the real one back.
 */
export function layOutInDocumentOrder(): () => void {
  const prototype = Element.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'getBoundingClientRect')!;
  Object.defineProperty(prototype, 'getBoundingClientRect', {
    configurable: true,
    writable: true,
    value(this: Element) {
      const index = Array.from(this.ownerDocument.getElementsByTagName(this.tagName)).indexOf(this);
      const top = Math.max(0, index) * STEP_PX;
      const rect = { x: 0, y: top, top, left: 0, width: 600, height: STEP_PX - 8, right: 600, bottom: top + STEP_PX - 8 };
      return { ...rect, toJSON: () => rect };
    },
  });
  return () => Object.defineProperty(prototype, 'getBoundingClientRect', original);
}
