import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/database';
import { refusalOf } from '../../test/vendor-refusals';
import { ChainVendorError } from './interface';
import { SandboxChain } from './sandbox';

let database: DatabaseHandle;
let chain: SandboxChain;

beforeAll(async () => {
  database = await createTestDatabase();
  chain = new SandboxChain(database.db, 'chain-test-secret', 1000);
});
afterAll(() => database?.close());

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XRP = 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH';

const refusal = refusalOf(ChainVendorError, (error) => error.errorCode);

describe('the sandbox chain’s withdrawals', () => {
  it('sends once per reference: the same reference answers the same transaction', async () => {
    const withdrawal = {
      currency: 'BTC' as const,
      address: BTC,
      tag: null,
      amount: '0.0125',
      reference: 'w-1',
    };
    const sent = await chain.send(withdrawal);
    expect(sent.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await chain.send(withdrawal)).toEqual(sent);
    expect(await chain.send({ ...withdrawal, amount: '0.012500' })).toEqual(sent);
    expect(await refusal(chain.send({ ...withdrawal, amount: '0.02' }))).toBe('REFERENCE_REUSED');
    // A withdrawal leaves our wallet: no deposit lookup sees it.
    expect(await chain.deposit(sent.txHash)).toBeNull();
  });

  it('answers in the chain’s own hash shape', async () => {
    const eth = await chain.send({
      currency: 'USDTE',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      tag: null,
      amount: '25',
      reference: 'w-2',
    });
    expect(eth.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('refuses an address of another network, a missing XRP tag and a zero amount', async () => {
    expect(
      await refusal(chain.send({ currency: 'ETH', address: BTC, tag: null, amount: '1', reference: 'w-3' })),
    ).toBe('ADDRESS_INVALID');
    expect(
      await refusal(chain.send({ currency: 'XRP', address: XRP, tag: null, amount: '10', reference: 'w-4' })),
    ).toBe('ADDRESS_INVALID');
    expect(
      await refusal(
        chain.send({ currency: 'BTC', address: BTC, tag: null, amount: '0.000', reference: 'w-5' }),
      ),
    ).toBe('AMOUNT_INVALID');
    expect((await chain.withdrawals(10)).map((w) => w.reference)).not.toContain('w-4');
  });

  it('keeps every withdrawal for the tester, with its tag', async () => {
    await chain.send({ currency: 'XRP', address: ` ${XRP} `, tag: '77', amount: '10', reference: 'w-6' });
    const [newest] = await chain.withdrawals(1);
    expect(newest?.sentAt).toBeInstanceOf(Date);
    expect(newest).toMatchObject({
      reference: 'w-6',
      currency: 'XRP',
      address: XRP,
      tag: '77',
      amount: '10',
    });
  });
});
