/**
 * An ILIKE pattern for text that contains `text` as typed: its `%`, `_` and `\` match only themselves
 * (PostgreSQL's default LIKE escape is the backslash).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a back-office search for a player asks: the player with that id when the text is one, or any whose
 * username or email contains it (any case).
 */
export function playerSearch(q: string): { id: bigint | null; pattern: string } {
  return { id: /^\d{1,18}$/.test(q) ? BigInt(q) : null, pattern: containsPattern(q) };
}
