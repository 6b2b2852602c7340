/**
 * Characters that change how text reads without being seen: bidirectional overrides, embeddings,
 * isolates and marks (a name or a word spelled backwards), zero-width spaces and joiners, the word
 * joiner, the byte-order mark, the soft hyphen, and control characters. The server refuses most of them
 * in a chat message, but a report's reason, a sanction's reason or an older row may still hold one.
 */
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF\u00AD\p{Cc}]/gu;

/** A hidden character as staff read it: its code point, e.g. "[U+202E]". */
export const codePointMark = (character: string) =>
  `[U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`;

/**
 * What a player wrote, as staff must read it: every hidden character replaced by its visible code point
 * mark, so a direction trick cannot turn the words around and an invisible one cannot hide a blocked
 * word. Markup is not touched here: React writes the result as text, never as HTML.
 */
export function revealHidden(text: string): string {
  return text.replace(HIDDEN, codePointMark);
}

/** Whether the text holds a character staff would not see (shown beside it as a warning). */
export function holdsHidden(text: string): boolean {
  return revealHidden(text) !== text;
}
