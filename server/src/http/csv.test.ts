import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  it('writes plain text as it is', () => {
    expect(csvField('Sacramento')).toBe('Sacramento');
    expect(csvField('')).toBe('');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1-555')).toBe("'+1-555");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('x=1')).toBe('x=1');
  });

  it('keeps a plain number as it is, its sign included', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('600.00')).toBe('600.00');
    expect(csvField('-12.50.1')).toBe("'-12.50.1");
  });

  it('quotes a field with a comma, quote or line break, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('escapes a formula first, then quotes it', () => {
    expect(csvField('=Ada, "the" Countess')).toBe(`"'=Ada, ""the"" Countess"`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
  });
});

describe('csvLine', () => {
  it('joins the fields by commas and ends in CRLF', () => {
    expect(csvLine(['1', '=x', 'a,b', '-1.00'])).toBe(`1,'=x,"a,b",-1.00\r\n`);
    expect(csvLine([])).toBe('\r\n');
  });
});
