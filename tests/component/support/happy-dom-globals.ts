/**
 * A happy-dom window's globals over Node's, for component tests that also run the mock server in
 * process. Under `@vitest-environment happy-dom` Vite rewrites `new URL(…, import.meta.url)` for
 * browsers, and the mock server finds schema/ through exactly that; so such tests run in the node
 * environment and import this module first. Node's own globals (fetch, URL, Request, Headers) stay.
 */
import { Window } from 'happy-dom';

const window = new Window({ url: 'http://localhost:3000/', width: 1280, height: 800 });
const target = globalThis as Record<string, unknown>;
const source = window as unknown as Record<string, unknown>;

for (const key of Object.getOwnPropertyNames(window)) {
  if (key in target) continue;
  Object.defineProperty(target, key, { value: source[key], configurable: true, writable: true });
}
// React reads a submitted form with `new FormData(form)`: Node's FormData (which fetch needs for
// uploads) takes no form, so it learns to copy a happy-dom form's fields.
const NodeFormData = globalThis.FormData;
const DomFormData = (window as unknown as { FormData: new (form?: unknown, submitter?: unknown) => Iterable<[string, string | Blob]> }).FormData;
target.FormData = class FormDataOfForms extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (form) for (const [name, value] of new DomFormData(form, submitter)) if (typeof value === 'string') this.append(name, value);
  }
};
target.window = window;
target.document = window.document;
target.navigator = window.navigator;
target.location = window.location;
target.IS_REACT_ACT_ENVIRONMENT = true;
