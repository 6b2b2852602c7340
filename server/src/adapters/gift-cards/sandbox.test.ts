import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/database';
import { refusalOf } from '../../test/vendor-refusals';
import { GiftCardError } from './interface';
import { SandboxGiftCards } from './sandbox';

let database: DatabaseHandle;
let cards: SandboxGiftCards;

beforeAll(async () => {
  database = await createTestDatabase();
  cards = new SandboxGiftCards(database.db);
});
afterAll(() => database?.close());

const refusal = refusalOf(GiftCardError, (error) => error.failure);

describe('the sandbox gift-card vendor', () => {
  it('lists brands with denominations or a range, none below the 25 SC minimum', async () => {
    const catalog = await cards.catalog();
    expect(catalog.map((b) => b.id)).toEqual(['amazon', 'visa-prepaid', 'walmart', 'starbucks']);
    for (const brand of catalog) expect(brand.minCents).toBeGreaterThanOrEqual(2_500n);
    expect(catalog.find((b) => b.id === 'starbucks')?.denominationsCents).toEqual([2_500n, 5_000n, 10_000n]);
  });

  it('issues a card once per reference: asking again answers the same code', async () => {
    const card = await cards.issue({ brand: 'amazon', amountCents: 4_000n, reference: 'gc-1' });
    expect(card).toMatchObject({ brand: 'amazon', reference: 'gc-1', amountCents: 4_000n });
    expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await cards.issue({ brand: 'amazon', amountCents: 4_000n, reference: 'gc-1' })).toEqual(card);
    expect(await cards.issued('gc-1')).toEqual(card);
    expect(await cards.lookup('gc-1')).toEqual(card);
    expect(await cards.lookup('gc-never')).toBeNull();
    expect(await refusal(cards.issue({ brand: 'walmart', amountCents: 4_000n, reference: 'gc-1' }))).toBe(
      'reference_reused',
    );
  });

  it('two first calls with one reference at once issue one card', async () => {
    const order = { brand: 'walmart', amountCents: 5_000n, reference: 'gc-race' };
    const [a, b] = await Promise.all([cards.issue(order), cards.issue(order)]);
    expect(a.code).toBe(b.code);
  });

  it('refuses a brand it does not sell and an amount the brand is not sold in', async () => {
    expect(await refusal(cards.issue({ brand: 'nope', amountCents: 5_000n, reference: 'gc-2' }))).toBe(
      'brand_unknown',
    );
    expect(await refusal(cards.issue({ brand: 'starbucks', amountCents: 3_000n, reference: 'gc-3' }))).toBe(
      'amount_invalid',
    );
    expect(await refusal(cards.issue({ brand: 'amazon', amountCents: 2_550n, reference: 'gc-4' }))).toBe(
      'amount_invalid',
    );
    expect(await refusal(cards.issue({ brand: 'amazon', amountCents: 2_400n, reference: 'gc-5' }))).toBe(
      'amount_invalid',
    );
  });

  it('the tester’s queued outcomes come first, in order; a refused reference can be issued later', async () => {
    await cards.queueOutcome('out_of_stock');
    await cards.queueOutcome('brand_unavailable');
    const order = { brand: 'visa-prepaid', amountCents: 5_000n, reference: 'gc-6' };
    expect(await refusal(cards.issue(order))).toBe('out_of_stock');
    expect(await refusal(cards.issue(order))).toBe('brand_unavailable');
    expect(await cards.issued('gc-6')).toBeNull();
    expect((await cards.issue(order)).reference).toBe('gc-6');
    // A repeat of an issued reference never uses a queued outcome.
    await cards.queueOutcome('out_of_stock');
    expect((await cards.issue(order)).reference).toBe('gc-6');
    expect(await refusal(cards.issue({ ...order, reference: 'gc-7' }))).toBe('out_of_stock');
  });
});
