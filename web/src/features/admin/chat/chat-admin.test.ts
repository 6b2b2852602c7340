import { describe, expect, it } from 'vitest';
import { addBlockedWord, removeBlockedWord } from './blocked-words';
import { formatMinutes, sanctionMinutes } from './sanction-duration';
import { sanctionStanding } from './sanction-standing';

describe('sanction durations', () => {
  it('takes a preset as it is and a custom length by the contract’s rules', () => {
    expect(sanctionMinutes(60, 'ignored')).toEqual({ minutes: 60 });
    expect(sanctionMinutes('custom', ' 45 ')).toEqual({ minutes: 45 });
    expect(sanctionMinutes('custom', '')).toEqual({ error: 'Give a duration in minutes.' });
    expect(sanctionMinutes('custom', '1.5')).toEqual({ error: 'Give a duration in whole minutes.' });
    expect(sanctionMinutes('custom', '0')).toEqual({ error: 'Give a duration of at least a minute.' });
    expect(sanctionMinutes('custom', '43201')).toEqual({ error: 'A chat sanction lasts at most 30 days.' });
  });

  it('says a length in days, hours and minutes', () => {
    expect(formatMinutes(10)).toBe('10 min');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(1440)).toBe('1 day');
    expect(formatMinutes(10080 + 61)).toBe('7 days 1 h 1 min');
  });

  it('tells a sanction in force from one lifted or run out', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    expect(sanctionStanding({ until: '2026-12-01T12:10:00Z', lifted_at: null }, now)).toBe('in force');
    expect(sanctionStanding({ until: '2026-12-01T11:59:00Z', lifted_at: null }, now)).toBe('ended');
    expect(sanctionStanding({ until: '2026-12-01T12:10:00Z', lifted_at: '2026-12-01T11:00:00Z' }, now)).toBe(
      'lifted',
    );
  });
});

describe('blocked words', () => {
  it('adds a word as the server keeps it, once and in order, and refuses what the contract refuses', () => {
    expect(addBlockedWord(['spam'], '  Scam ')).toEqual({ words: ['scam', 'spam'] });
    expect(addBlockedWord(['spam'], 'SPAM')).toEqual({ words: ['spam'] });
    expect(addBlockedWord([], 'x')).toEqual({ error: 'A blocked word has at least 2 letters.' });
    expect(removeBlockedWord(['scam', 'spam'], 'scam')).toEqual(['spam']);
  });
});
