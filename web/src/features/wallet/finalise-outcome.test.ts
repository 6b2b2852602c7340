import { ERROR_TEXTS, paymentStatusText, WALLET_TEXTS } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { finaliseOutcome } from './finalise-outcome';

describe('what a failed finalise means', () => {
  it('a lost answer, a time-out or a server failure may still be a payment taken: ask this purchase again', () => {
    expect(finaliseOutcome(new ApiError(0, 'NETWORK_ERROR', ERROR_TEXTS.networkError))).toBe('unconfirmed');
    expect(finaliseOutcome(new ApiError(500, 'INTERNAL', 'An error occurred'))).toBe('unconfirmed');
    expect(finaliseOutcome(new ApiError(503, 'UNAVAILABLE', ERROR_TEXTS.serviceUnavailable))).toBe(
      'unconfirmed',
    );
    expect(finaliseOutcome(new ApiError(504, 504, ERROR_TEXTS.fallback))).toBe('unconfirmed');
    expect(finaliseOutcome(new TypeError('Failed to fetch'))).toBe('unconfirmed');
  });

  it('a pending payment is polled on', () => {
    expect(finaliseOutcome(new ApiError(402, 'PAYMENT_FAILED', paymentStatusText('PROCESSING')))).toBe(
      'processing',
    );
  });

  it("the server's refusal is final: a declined card, another purchase's handle", () => {
    expect(finaliseOutcome(new ApiError(402, 'PAYMENT_FAILED', paymentStatusText('FAILED')))).toBe('refused');
    expect(finaliseOutcome(new ApiError(422, 'VALIDATION_FAILED', WALLET_TEXTS.handleNotForPayment))).toBe(
      'refused',
    );
  });
});
