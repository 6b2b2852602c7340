import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS } from '@casino/contract';

/** A message's words as they will be kept and shown, or the rule they break (the player's words). */
export type CheckedText = { ok: true; body: string } | { ok: false; reason: string };

/**
 * Characters that change how text reads without being seen: the bidirectional overrides and isolates
 * (a name or a link spelled backwards) and NUL. A message holding one is refused, not cleaned, since
 * the sender meant to hide something.
 */
const DIRECTION_TRICKS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** Invisible joiners and the byte-order mark: removed (they pad words past the word filter). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Other control characters (a tab or newline is folded to a space: a chat line is one line). */
const CONTROL = /\p{Cc}/gu;
/** A link by scheme, by `www.`, or a host with a common top-level domain (rule 9: no URL shorteners). */
const LINK =
  /\b(?:https?:\/\/|www\.)\S|\b[a-z0-9-]{2,}\.(?:com|net|org|io|gg|ly|me|co|xyz|info|biz|us|tv|link|app|site|bet|casino|ru|to|cc)\b/i;

/**
 * Cleans and checks a message's words: direction tricks refused, invisible characters dropped, spaces
 * folded, trimmed (spec §5), length, links and live bonus codes refused (rules 9 and 13), blocked words
 * masked. `bonusCodes` are the live codes, lower case.
 */
export function checkMessageText(
  raw: string,
  rules: { bonusCodes: ReadonlySet<string>; blockedWords: readonly string[]; allowEmpty?: boolean },
): CheckedText {
  if (raw.includes('\u0000') || DIRECTION_TRICKS.test(raw))
    return { ok: false, reason: CHAT_TEXTS.hiddenCharacters };
  const body = raw.replace(ZERO_WIDTH, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (body.length === 0 && !rules.allowEmpty) return { ok: false, reason: CHAT_TEXTS.empty };
  if ([...body].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, reason: CHAT_TEXTS.tooLong };
  if (LINK.test(body)) return { ok: false, reason: CHAT_TEXTS.noLinks };
  if (wordsOf(body).some((word) => rules.bonusCodes.has(word))) {
    return { ok: false, reason: CHAT_TEXTS.noBonusCodes };
  }
  return { ok: true, body: maskBlockedWords(body, rules.blockedWords) };
}

/** The message's words, lower case, split on anything that is not a letter, digit, `-` or `_`. */
function wordsOf(body: string): string[] {
  return body
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter(Boolean);
}

/** Each blocked word, wherever it starts a word, becomes asterisks of its length. */
export function maskBlockedWords(body: string, blockedWords: readonly string[]): string {
  if (blockedWords.length === 0) return body;
  const alternatives = blockedWords.map(escapeRegExp).join('|');
  return body.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})`, 'giu'), (word) =>
    '*'.repeat([...word].length),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
