import { chatSettingsRequestSchema } from '@casino/contract';

const wordSchema = chatSettingsRequestSchema.shape.blocked_words.element;

/**
 * The list with one more blocked word, as the server will keep it (trimmed, lower case, once, sorted),
 * or the contract's words for why it will not do.
 */
export function addBlockedWord(
  words: readonly string[],
  typed: string,
): { words: string[] } | { error: string } {
  const parsed = wordSchema.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Give a word.' };
  return { words: [...new Set([...words, parsed.data])].sort() };
}

export const removeBlockedWord = (words: readonly string[], word: string) => words.filter((w) => w !== word);
