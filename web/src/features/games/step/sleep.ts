/** A pause between automatic moves, so each reveal is seen before the next one. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
