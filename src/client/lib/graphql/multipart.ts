/** Files in the variables travel as a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec). */

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A copy of `value` with every file replaced by null, and each file's object paths (one file may sit at several). */
export function extractFiles(value: unknown, path: string): { clone: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (node: unknown, at: string): unknown => {
    if (isFile(node)) {
      files.set(node, [...(files.get(node) ?? []), at]);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (isPlainObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${at}.${key}`)]));
    }
    return node;
  };
  return { clone: walk(value, path), files };
}

export interface OperationPayload {
  operationName: string | undefined;
  variables: unknown;
  query: string;
}

/** The multipart body, or null when the variables hold no file and plain JSON will do. */
export function multipartBody(payload: OperationPayload): FormData | null {
  const { clone, files } = extractFiles(payload.variables, 'variables');
  if (files.size === 0) return null;
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...payload, variables: clone }));
  const map: Record<string, string[]> = {};
  const entries = [...files];
  entries.forEach(([, paths], index) => {
    map[String(index)] = paths;
  });
  form.append('map', JSON.stringify(map));
  entries.forEach(([file], index) => {
    form.append(String(index), file); // a File keeps its name, a bare Blob is sent as "blob"
  });
  return form;
}
