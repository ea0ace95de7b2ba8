/**
 * A benchmark's numbered copies of the demo's products (SEED_PRODUCTS): the code of the `copy`th
 * (1 is the demo's own). Products and variants both take it, and codes are unique among both, so
 * the demo's own codes must not end like a copy's (a size is "-EU42", never "-42").
 */
export const copyCode = (code: string, copy: number): string => (copy > 1 ? `${code}-${copy}` : code);
