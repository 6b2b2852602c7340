/** European wheel: one float, pocket floor(f * 37), 0 to 36. */
export function roulettePocket(f: number): number {
  return Math.floor(f * 37);
}
