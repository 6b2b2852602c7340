/** Stable keys for n loading placeholders (they have no identity of their own). */
export const placeholders = (count: number): string[] =>
  Array.from({ length: count }, (_, n) => `placeholder-${n}`);
