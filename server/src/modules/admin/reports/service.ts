import {
  formatAmount,
  PROMOTION_REPORT_MAX_DAYS,
  type PromotionReport,
  type PromotionReportQuery,
  perUsd,
} from '@casino/contract';
import type { Database } from '../../../db/database';
import { fieldError } from '../../../http/errors';
import { purchasesByDayAndOffer, scLiability } from './repository';

const DAY_MS = 86_400_000;
/** The window when the query leaves it out: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

function figures(purchases: number, revenue: bigint, gc: bigint, sc: bigint) {
  return {
    purchases,
    revenue_usd: formatAmount(revenue),
    gc_sold: formatAmount(gc),
    sc_given: formatAmount(sc),
    sc_per_usd: perUsd(sc, revenue),
  };
}

/** The report's days (UTC), both ends included. */
function window(query: PromotionReportQuery) {
  const today = new Date().toISOString().slice(0, 10);
  const to = query.to ?? today;
  const from =
    query.from ?? new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > PROMOTION_REPORT_MAX_DAYS)
    throw fieldError('from', `The report reads at most ${PROMOTION_REPORT_MAX_DAYS} days at once.`);
  return { from, to, start, end };
}

/**
 * `GET /api/admin/reports/promotions?from=&to=`: SC given against purchase revenue, per day and offer,
 * with the window's totals and the SC liability the ledger holds now (docs/promotions.md).
 */
export async function promotionReport(db: Database, query: PromotionReportQuery): Promise<PromotionReport> {
  const { from, to, start, end } = window(query);
  const [days, liability] = await Promise.all([purchasesByDayAndOffer(db, start, end), scLiability(db)]);
  let purchases = 0;
  let revenue = 0n;
  let gc = 0n;
  let sc = 0n;
  for (const day of days) {
    purchases += day.purchases;
    revenue += day.revenue;
    gc += day.gc;
    sc += day.sc;
  }
  return {
    from,
    to,
    rows: days.map((d) => ({
      day: d.day,
      offer: d.offer,
      promotion_id: d.promotion_id,
      discount_id: d.discount_id,
      ...figures(d.purchases, d.revenue, d.gc, d.sc),
    })),
    totals: figures(purchases, revenue, gc, sc),
    liability: {
      sc_unplayed: formatAmount(liability.sc_unplayed),
      sc_redeemable: formatAmount(liability.sc_redeemable),
      sc_pending_redemption: formatAmount(liability.sc_pending_redemption),
      sc_total: formatAmount(
        liability.sc_unplayed + liability.sc_redeemable + liability.sc_pending_redemption,
      ),
      sc_redeemed: formatAmount(liability.sc_redeemed),
    },
  };
}
