/**
 * A number staff typed, for the contract's schema to judge: NaN unless the whole text is a number, so
 * "12abc" or an empty field gets the schema's own words rather than being read as 12 or 0.
 */
export function typedNumber(text: string): number {
  const typed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}
