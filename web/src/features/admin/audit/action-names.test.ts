import { describe, expect, it } from 'vitest';
import { actionName } from './action-names';

describe('actionName', () => {
  it('names an action in words, a flag by the way it went, and an unknown one by its log name', () => {
    expect(actionName('users.adjust', { amount: '5.00' })).toBe('Adjusted a balance');
    expect(actionName('users.freeze', { frozen: true })).toBe('Froze an account');
    expect(actionName('users.freeze', { frozen: false })).toBe('Unfroze an account');
    expect(actionName('users.ban', null)).toBe('Banned or unbanned an account');
    expect(actionName('users.nap')).toBe('users.nap');
  });
});
