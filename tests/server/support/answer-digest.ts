/**
 * A short account of a GraphQL answer, for comparing it with a recorded one: each record by its id
 * (lists of records as their ids in order), pages as "page/last count/total", facet values as
 * "value:count" (a star when selected), everything else as it is. It notices a different
 * selection, order, count or refusal without keeping every field of every product.
 */
export function digest(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    if (value.length && value.every((item) => item && typeof item === 'object' && 'id' in item)) return value.map((item) => String(item.id)).join(' ');
    if (value.length && value.every((item) => item && typeof item === 'object' && 'count' in item)) return value.map(facet).join(' | ');
    return value.map(digest);
  }
  const record = value as Record<string, unknown>;
  if ('id' in record) return String(record.id);
  if ('currentPage' in record && 'total' in record) return `${record.currentPage}/${record.lastPage} ${record.count}/${record.total}`;
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, digest(item)]));
}

function facet(entry: { value?: string; brand?: { id: string }; count: number; selected?: boolean }): string {
  return `${entry.value ?? entry.brand?.id}:${entry.count}${entry.selected ? '*' : ''}`;
}
