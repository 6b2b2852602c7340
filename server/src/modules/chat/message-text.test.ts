import { CHAT_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { checkMessageText, maskBlockedWords } from './message-text';

const rules = { bonusCodes: new Set(['spring25']), blockedWords: ['darn'] };

describe('a chat message’s words', () => {
  it('folds spaces and line breaks, drops zero-width characters, trims', () => {
    expect(checkMessageText('  a\n\n b\t\u200Bc\uFEFF  ', rules)).toEqual({ ok: true, body: 'a b c' });
  });

  it.each([
    ['https://x.example', CHAT_TEXTS.noLinks],
    ['see www.example', CHAT_TEXTS.noLinks],
    ['tinyurl.com/x', CHAT_TEXTS.noLinks],
    ['code SPRING25!', CHAT_TEXTS.noBonusCodes],
    ['\u2066hidden\u2069', CHAT_TEXTS.hiddenCharacters],
    ['a\u0000b', CHAT_TEXTS.hiddenCharacters],
    ['\u200B\u200B', CHAT_TEXTS.empty],
    ['😀'.repeat(201), CHAT_TEXTS.tooLong],
  ])('refuses %j', (text, reason) => {
    expect(checkMessageText(text, rules)).toEqual({ ok: false, reason });
  });

  it('counts characters, not UTF-16 units: 200 emoji fit', () => {
    expect(checkMessageText('😀'.repeat(200), rules).ok).toBe(true);
  });

  it('lets ordinary words with dots through (a score, an ellipsis)', () => {
    expect(checkMessageText('2.5x... nice', rules)).toEqual({ ok: true, body: '2.5x... nice' });
  });

  it('masks blocked words at the start of a word, any case, keeping the rest', () => {
    expect(maskBlockedWords('Darn, darnit! undarned', ['darn'])).toBe('****, ****it! undarned');
    expect(maskBlockedWords('a.b', ['a.b'])).toBe('***');
  });
});
