/** Newest first by `created_at`, the later id first on the same moment: the order of admin lists. */
export const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T): number =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
