import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  type GiftCardBrand,
  GiftCardError,
  type GiftCardOutcome,
  type GiftCardTester,
  type GiftCardVendor,
  type IssuedGiftCard,
} from './interface';

const dollars = (amount: number) => BigInt(amount) * 100n;

/** The sandbox catalog: brands players know, each with the vendor's amounts (25 USD is the least, as the 25 SC minimum). */
export const SANDBOX_GIFT_CARD_BRANDS: readonly GiftCardBrand[] = [
  {
    id: 'amazon',
    name: 'Amazon.com',
    denominationsCents: null,
    minCents: dollars(25),
    maxCents: dollars(2000),
  },
  {
    id: 'visa-prepaid',
    name: 'Visa Prepaid',
    denominationsCents: [25, 50, 100, 250, 500].map(dollars),
    minCents: dollars(25),
    maxCents: dollars(500),
  },
  { id: 'walmart', name: 'Walmart', denominationsCents: null, minCents: dollars(25), maxCents: dollars(500) },
  {
    id: 'starbucks',
    name: 'Starbucks',
    denominationsCents: [25, 50, 100].map(dollars),
    minCents: dollars(25),
    maxCents: dollars(100),
  },
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code in the shape printed on a card: four groups of four, no look-alike characters. */
function cardCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

function sells(brand: GiftCardBrand, amountCents: bigint): boolean {
  if (brand.denominationsCents) return brand.denominationsCents.includes(amountCents);
  return amountCents % 100n === 0n && amountCents >= brand.minCents && amountCents <= brand.maxCents;
}

interface CardRow {
  reference: string;
  brand: string;
  amount: bigint | string;
  code: string;
}

const cardOf = (row: CardRow): IssuedGiftCard => ({
  code: row.code,
  brand: row.brand,
  reference: row.reference,
  amountCents: BigInt(row.amount),
});

/** The name of this vendor's row in `sandbox_vendor_outages`. */
const OUTAGE = 'gift_cards';

/**
 * The default gift-card vendor: it works offline and answers as the real one does. Each issue takes the
 * outcome a tester queued, if any (out of stock, brand unavailable), else issues the card; what it
 * issued, what is queued and an outage a tester started are in tables, so two app instances are one
 * vendor. Issue is idempotent on the reference, as the real vendor's orders are: a retry after a crash
 * gets the card already issued. app.ts builds it only with sandbox vendors.
 */
export class SandboxGiftCards implements GiftCardVendor, GiftCardTester {
  readonly name = 'sandbox' as const;
  readonly tester: GiftCardTester = this;

  constructor(private readonly db: Database) {}

  async catalog(): Promise<GiftCardBrand[]> {
    return [...SANDBOX_GIFT_CARD_BRANDS];
  }

  async issue(order: { brand: string; amountCents: bigint; reference: string }): Promise<IssuedGiftCard> {
    const brand = SANDBOX_GIFT_CARD_BRANDS.find((b) => b.id === order.brand);
    if (!brand) throw new GiftCardError('brand_unknown', `The vendor does not sell ${order.brand} cards.`);
    if (!sells(brand, order.amountCents))
      throw new GiftCardError('amount_invalid', `${brand.name} cards are not sold in this amount.`);
    await this.refuseDuringOutage();
    const outcome = await inTransaction(this.db, async (trx) => {
      // A reference already issued answers its card; two first calls at once insert one card (the
      // unique reference), and the loser answers the winner's.
      const existing = await trx
        .selectFrom('sandbox_gift_cards')
        .selectAll()
        .where('reference', '=', order.reference)
        .executeTakeFirst();
      if (existing) return cardOf(existing);
      const queued = await trx
        .selectFrom('sandbox_gift_card_outcomes')
        .select(['id', 'outcome'])
        .where('used_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (queued)
        await trx
          .updateTable('sandbox_gift_card_outcomes')
          .set({ used_at: new Date() })
          .where('id', '=', queued.id)
          .execute();
      if (queued && queued.outcome !== 'issued') return queued.outcome;
      const made = await trx
        .insertInto('sandbox_gift_cards')
        .values({ reference: order.reference, brand: brand.id, amount: order.amountCents, code: cardCode() })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returningAll()
        .executeTakeFirst();
      return made ? cardOf(made) : undefined;
    });
    // A concurrent call with the same reference issued the card first: answer that card.
    const card = outcome ?? (await this.storedCard(order.reference));
    if (card === 'out_of_stock')
      throw new GiftCardError('out_of_stock', `${brand.name} cards are out of stock. Try again later.`);
    if (card === 'brand_unavailable')
      throw new GiftCardError('brand_unavailable', `${brand.name} cards are not available right now.`);
    if (!card) throw new Error(`gift card ${order.reference} was neither issued nor refused`);
    if (card.brand !== brand.id || card.amountCents !== order.amountCents)
      throw new GiftCardError('reference_reused', 'This reference was used for another card.');
    return card;
  }

  async queueOutcome(outcome: GiftCardOutcome): Promise<void> {
    await this.db.insertInto('sandbox_gift_card_outcomes').values({ outcome }).execute();
  }

  async lookup(reference: string): Promise<IssuedGiftCard | null> {
    await this.refuseDuringOutage();
    return this.storedCard(reference);
  }

  /** The dashboard's view: it answers during an outage, as a vendor's dashboard would. */
  issued(reference: string): Promise<IssuedGiftCard | null> {
    return this.storedCard(reference);
  }

  async setOutage(ms: number): Promise<void> {
    if (ms <= 0) {
      await this.db.deleteFrom('sandbox_vendor_outages').where('vendor', '=', OUTAGE).execute();
      return;
    }
    const until = sql<Date>`now() + make_interval(secs => ${ms / 1000})`;
    await this.db
      .insertInto('sandbox_vendor_outages')
      .values({ vendor: OUTAGE, until })
      .onConflict((oc) => oc.column('vendor').doUpdateSet({ until }))
      .execute();
  }

  /** During a tester's outage the order API cannot be reached: a network error, not a refusal. */
  private async refuseDuringOutage(): Promise<void> {
    const down = await this.db
      .selectFrom('sandbox_vendor_outages')
      .select('vendor')
      .where('vendor', '=', OUTAGE)
      .where('until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (down)
      throw new Error('connect ECONNREFUSED: the gift-card vendor cannot be reached (sandbox outage)');
  }

  private async storedCard(reference: string): Promise<IssuedGiftCard | null> {
    const row = await this.db
      .selectFrom('sandbox_gift_cards')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? cardOf(row) : null;
  }
}
