import { describe, expect, it } from 'vitest';
import { nextLoginStep } from './login-flow';

describe('nextLoginStep', () => {
  it('signs in when a token comes back', () => {
    expect(nextLoginStep({ access_token: 'abc' })).toEqual({ kind: 'signed-in', token: 'abc' });
  });
  it('asks for the authenticator code on 2 and says it was wrong on 3', () => {
    expect(nextLoginStep({ code: 2, message: 'm' })).toMatchObject({ kind: 'two-factor', invalid: false });
    expect(nextLoginStep({ code: 3, message: 'm' })).toMatchObject({ kind: 'two-factor', invalid: true });
  });
  it('keeps the ticket of a challenge for the next answer', () => {
    expect(nextLoginStep({ code: 4, message: 'sent', login_ticket: 't1' })).toEqual({
      kind: 'sms',
      message: 'sent',
      ticket: 't1',
    });
  });
  it('asks for the SMS code on 4 and offers a restore on 5', () => {
    expect(nextLoginStep({ code: 4, message: 'sent' })).toEqual({ kind: 'sms', message: 'sent' });
    expect(nextLoginStep({ code: 5, message: 'restore?' })).toEqual({ kind: 'restore', message: 'restore?' });
  });
  it('shows the message on 1 and 6', () => {
    expect(nextLoginStep({ code: 1, message: 'wrong' })).toEqual({ kind: 'error', message: 'wrong' });
    expect(nextLoginStep({ code: 6, message: 'closed' })).toEqual({ kind: 'error', message: 'closed' });
  });
  it('reports a reply with neither token nor code as not possible', () => {
    expect(nextLoginStep({})).toEqual({
      kind: 'error',
      message: 'Login not possible. Try again in few minutes.',
    });
  });
});
