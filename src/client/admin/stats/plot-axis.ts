/** At most `room` indexes of `count` days, spread evenly, first and last included. */
export function spreadIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const shown = Math.max(2, Math.min(count, room));
  if (count === 1) return [0];
  return [...new Set(Array.from({ length: shown }, (_, step) => Math.round((step * (count - 1)) / (shown - 1))))];
}
