import type { TestServer } from './test-server';

/**
 * A stored file as the admin's API gives it once the jobs accepted so far are done (an image's
 * variants are made by a job after its upload answers). Found by the `-<id>.` its name ends with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
export async function fileOnceMade<T = any>(server: TestServer, adminToken: string, id: string, fields: string): Promise<T> {
  await server.drained();
  const answer = await server.request(`query ($search: String) { storage(search: $search, first: 10) { data { id ${fields} } } }`, { search: `-${id}.` }, { adminToken });
  const file = (answer.data?.storage.data as { id: string }[] | undefined)?.find((each) => each.id === id);
  if (!file) throw new Error(`file ${id} is not in the library: ${JSON.stringify(answer.errors ?? answer.data)}`);
  return file as T;
}
