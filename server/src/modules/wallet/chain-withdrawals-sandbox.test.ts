import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/app';

const t = testAppForSuite();

describe('the sandbox chain’s withdrawals as the tester sees them', () => {
  it('lists what our wallet sent, newest first, with the tag and the amount sent', async () => {
    const chain = t.infra.chain;
    if (!chain) throw new Error('the test app runs the sandbox chain');
    const sent = await chain.send({
      currency: 'XRP',
      address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH',
      tag: '42',
      amount: '12.5',
      reference: 'redemption-sandbox-1',
    });
    const listed = await t.app.inject({ url: '/api/sandbox/chain/withdrawals' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        reference: 'redemption-sandbox-1',
        tx_hash: sent.txHash,
        currency: 'XRP',
        address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH',
        tag: '42',
        amount: '12.5',
        sent_at: expect.any(String),
      },
    ]);
  });
});
