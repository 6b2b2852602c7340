import type { SandboxRound } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { roundText } from './round-text';

const round = (extra: Partial<SandboxRound>): SandboxRound => ({
  round: 'r',
  status: 'settled',
  message: null,
  stake: '1.00',
  win: '0.00',
  promoWin: null,
  outcome: null,
  balance: '10.00',
  calls: [],
  free: false,
  freeRounds: null,
  ...extra,
});

describe('the sandbox game page', () => {
  it('says how a round ended: a win, a loss, a late promo win, or the wallet’s refusal', () => {
    expect(roundText(round({ win: '2.50' }))).toBe('You won 2.50');
    expect(roundText(round({ promoWin: '1.00' }))).toBe('No win this time · Promo win 1.00');
    expect(roundText(round({ free: true, win: '0.40' }))).toBe('Free spin · You won 0.40');
    expect(roundText(round({ status: 'not_enough_money', message: 'Not enough coins' }))).toBe(
      'Not enough coins',
    );
  });
});
