import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_TEXT, plainText } from './text';

const oneLine = plainText('Write something.', { max: 50 });
const lines = plainText('Write something.', { max: 50, lines: true });
const refusal = (schema: typeof oneLine, text: string) => schema.safeParse(text).error?.issues[0]?.message;

describe('plain text', () => {
  it('keeps markup, accents and emoji as the text they are', () => {
    for (const text of ['<script>alert(1)</script>', 'Crème brûlée', 'Team 👩‍💻 🎰', 'עברית and English'])
      expect(oneLine.parse(text)).toBe(text);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a right-to-left override', 'Pay \u202Egnp.exe'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['a bidi isolate', 'a\u2067b\u2069'],
    ['a zero-width space', 'Free\u200BSC'],
    ['a zero-width non-joiner', 'a\u200Cb'],
    ['a stray zero-width joiner', 'ad\u200Dmin'],
    ['a word joiner', 'a\u2060b'],
    ['a byte-order mark inside', 'a\uFEFFb'],
    ['a soft hyphen', 'ad\u00ADmin'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s', (_name, text) => {
    expect(refusal(oneLine, text)).toBe(HIDDEN_CHARACTERS_TEXT);
    expect(refusal(lines, text)).toBe(HIDDEN_CHARACTERS_TEXT);
  });

  it('takes line breaks and tabs only where lines are allowed', () => {
    expect(lines.parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(refusal(oneLine, 'one\ntwo')).toBe(HIDDEN_CHARACTERS_TEXT);
    expect(refusal(lines, 'one\rtwo')).toBe(HIDDEN_CHARACTERS_TEXT);
  });

  it('refuses blank and over-long text in the words given', () => {
    expect(refusal(oneLine, '   ')).toBe('Write something.');
    expect(oneLine.safeParse('x'.repeat(51)).success).toBe(false);
  });
});
