import { z } from 'zod';

/**
 * Text a form cannot do without, trimmed first. Missing, blank and too short are one mistake to the
 * player, so all three are refused with the same `words`, which say what to enter; `tooLong` refuses
 * text past `max` (zod's own words when left out).
 */
export const requiredText = (
  words: string,
  { min = 1, max, tooLong }: { min?: number; max: number; tooLong?: string },
) => z.string({ error: words }).trim().min(min, words).max(max, tooLong);

/** Shown when text carries characters a reader cannot see, or that turn the text around. */
export const HIDDEN_CHARACTERS_TEXT =
  'Text cannot contain invisible, control or direction-changing characters.';

/**
 * Characters that make text read differently from what it holds: control characters (NUL included; a
 * line break or tab only where lines are allowed), format characters (zero-width spaces and joiners,
 * word joiners, the byte-order mark, and the bidirectional embeddings, overrides and isolates that
 * reverse what follows: "right-to-left override" tricks), and line and paragraph separators. A
 * zero-width joiner inside an emoji sequence (👩‍💻) is an emoji, not a trick, and stays.
 */
const EMOJI_JOINER = String.raw`(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})`;
const FORMAT = String.raw`[\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}`;
const HIDDEN = new RegExp(String.raw`(?![\n\t])\p{Cc}|${FORMAT}|${EMOJI_JOINER}`, 'u');
const HIDDEN_OR_BREAK = new RegExp(String.raw`\p{Cc}|${FORMAT}|${EMOJI_JOINER}`, 'u');

/**
 * Plain text a player will read, as `requiredText` plus: no hidden characters (see HIDDEN), and line
 * breaks only when `lines`. Markup is not refused: it is plain text, shown as typed and never rendered.
 */
export const plainText = (
  words: string,
  options: { min?: number; max: number; tooLong?: string; lines?: boolean },
) =>
  requiredText(words, options).refine(
    (text) => !(options.lines ? HIDDEN : HIDDEN_OR_BREAK).test(text.replace(/\r\n/g, '\n')),
    HIDDEN_CHARACTERS_TEXT,
  );
