/** Talking to a test server's catalogue import over the wire, as the admin's screen does. */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

export const IMPORT_STATE = `id status rows_total rows_create rows_update rows_unchanged rows_with_errors rows_done images_needed images_uploaded finished_at`;

const GET_IMPORT = `query ($id: ID!, $errors_only: Boolean, $first: Int) { catalogImport(id: $id) { ${IMPORT_STATE}
  rows(errors_only: $errors_only, first: $first) { data { line code name action errors { column message } } paginatorInfo { total } } } }`;

/** A GraphQL multipart request with `files` at the variable paths given. */
export async function multipart(
  server: TestServer,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, File>,
  lang: 0 | 1 = 0,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [`variables.${path}`]]))));
  Object.values(files).forEach((file, index) => form.append(String(index), file, file.name));
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: token ? `Bearer ${token}` : '', lang: String(lang) }, body: form });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON, as TestServer.request's
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export const csvFile = (text: string, name = 'proizvodi.csv') => new File([text], name, { type: 'text/csv' });

/** Uploads a CSV: the new import's state, or the refusal. */
export function uploadCsv(server: TestServer, token: string | null, text: string | File, lang: 0 | 1 = 0) {
  const file = typeof text === 'string' ? csvFile(text) : text;
  return multipart(server, token, `mutation ($file: Upload!) { createCatalogImport(file: $file) { ${IMPORT_STATE} } }`, { file: null }, { file }, lang);
}

/** A small PNG of one colour, a real image for the storage to take. */
export async function pngFile(name: string, colour: string): Promise<File> {
  const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: colour } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

export async function addImages(server: TestServer, token: string, id: string, files: File[]) {
  const paths = Object.fromEntries(files.map((file, index) => [`files.${index}`, file]));
  return multipart(server, token, `mutation ($id: ID!, $files: [Upload!]!) { addCatalogImportImages(id: $id, files: $files) { ${IMPORT_STATE} } }`, { id, files: files.map(() => null) }, paths);
}

export async function importState(server: TestServer, token: string, id: string, lang: 0 | 1 = 0, errorsOnly = false) {
  const answer = await server.request(GET_IMPORT, { id, errors_only: errorsOnly, first: 200 }, { adminToken: token, lang });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.catalogImport;
}

/** Starts the import and waits until its run has ended; returns its final state. */
export async function runToEnd(server: TestServer, token: string, id: string) {
  const started = await server.request(`mutation ($id: ID!) { runCatalogImport(id: $id) { status } }`, { id }, { adminToken: token });
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  expect(started.data.runCatalogImport.status).toMatch(/^(RUNNING|DONE)$/);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await importState(server, token, id);
    if (state.status !== 'RUNNING') return state;
    if (Date.now() > deadline) throw new Error(`import ${id} still running: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A CSV text from a header and rows, quoted where a cell needs it. */
export function csvText(header: string[], rows: string[][], delimiter = ','): string {
  const cell = (value: string) => (/[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [header, ...rows].map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}
