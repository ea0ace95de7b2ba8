import { userError } from '../../src/server/errors';

export { nextId } from '../../fixtures/ids';

/** The row with this id, or undefined; `id` may come from the wire as a string. */
export function byId<T extends { id: number }>(rows: readonly T[], id: string | number | null | undefined): T | undefined {
  if (id == null) return undefined;
  const wanted = Number(id);
  return rows.find((row) => row.id === wanted);
}

/** The row an id argument names, or a translated NOT_FOUND error about that argument (`field`). */
export function found<T extends { id: number }>(ctx: { lang: number }, rows: readonly T[], id: unknown, field = 'id'): T {
  const row = byId(rows, id as string | number | null | undefined);
  if (!row) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field });
  return row;
}
