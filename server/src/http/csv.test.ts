import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

/** Each rule of a CSV field, with the text given and the field written for it. */
const FIELD_RULES: { rule: string; cases: [text: string, field: string][] }[] = [
  {
    rule: 'writes plain text as it is',
    cases: [
      ['Sacramento', 'Sacramento'],
      ['', ''],
    ],
  },
  {
    rule: 'puts an apostrophe before text a spreadsheet would run as a formula',
    cases: [
      ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
      ['+1-555', "'+1-555"],
      ['-2+3', "'-2+3"],
      ['@cmd', "'@cmd"],
      ['\tx', "'\tx"],
      ['x=1', 'x=1'],
    ],
  },
  {
    rule: 'keeps a plain number as it is, its sign included',
    cases: [
      ['-12.50', '-12.50'],
      ['600.00', '600.00'],
      ['-12.50.1', "'-12.50.1"],
    ],
  },
  {
    rule: 'quotes a field with a comma, quote or line break, doubling its quotes',
    cases: [
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
      ['two\r\nlines', '"two\r\nlines"'],
    ],
  },
  {
    rule: 'escapes a formula first, then quotes it',
    cases: [
      ['=Ada, "the" Countess', `"'=Ada, ""the"" Countess"`],
      ['\rx', `"'\rx"`],
    ],
  },
];

describe('csvField', () => {
  it.each(FIELD_RULES)('$rule', ({ cases }) => {
    for (const [text, field] of cases) expect(csvField(text), JSON.stringify(text)).toBe(field);
  });
});

describe('csvLine', () => {
  it('joins the fields by commas and ends in CRLF', () => {
    expect(csvLine(['1', '=x', 'a,b', '-1.00'])).toBe(`1,'=x,"a,b",-1.00\r\n`);
    expect(csvLine([])).toBe('\r\n');
  });
});
