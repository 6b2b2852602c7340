import { describe, expect, it } from 'vitest';
import { readError } from './errors';

describe('readError (spec §8)', () => {
  it('joins field errors with commas', () => {
    const read = readError(422, {
      message: 'first',
      errors: { a: ['one', 'two'], b: ['three'] },
      code: 'VALIDATION_FAILED',
    });
    expect(read.message).toBe('one, two, three');
    expect(read.code).toBe('VALIDATION_FAILED');
    expect(read.fields.b).toEqual(['three']);
  });

  it('falls back to error, then message', () => {
    expect(readError(400, { error: 'bad thing', message: 'ignored' }).message).toBe('bad thing');
    expect(readError(400, { message: 'just this' }).message).toBe('just this');
  });

  it('uses the status when there is no code, and the fallback text when there is nothing', () => {
    const read = readError(500, 'not json');
    expect(read).toMatchObject({ message: 'Unable to process your request at this time.', code: 500 });
    expect(readError(0, null).code).toBe('UNKNOWN_ERROR');
  });

  it('keeps numeric login codes', () => {
    expect(readError(422, { code: 1, message: 'These credentials do not match our records.' }).code).toBe(1);
  });
});
