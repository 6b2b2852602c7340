/**
 * Splits a pot equally among `takers` in whole minor units: each gets the same share, and what does not
 * divide (fewer than `takers` minor units) stays with the house, so the shares never add up to more
 * than the pot. No takers, or a pot smaller than one unit each: a share of zero, all left.
 */
export function splitPot(pot: bigint, takers: number): { share: bigint; left: bigint } {
  if (takers <= 0 || pot <= 0n) return { share: 0n, left: pot };
  const share = pot / BigInt(takers);
  return { share, left: pot - share * BigInt(takers) };
}
