/**
 * Spec §9: bundle artwork chosen by price: above 200, above 100, above 75, 50 or more, above 20,
 * above 5, else the lowest. The web app draws each tier; the name is all the server sends.
 */
export function bundleArtwork(priceCents: bigint): string {
  const tiers: [boolean, number][] = [
    [priceCents > 20_000n, 7],
    [priceCents > 10_000n, 6],
    [priceCents > 7_500n, 5],
    [priceCents >= 5_000n, 4],
    [priceCents > 2_000n, 3],
    [priceCents > 500n, 2],
  ];
  return `coins-${tiers.find(([above]) => above)?.[1] ?? 1}`;
}
