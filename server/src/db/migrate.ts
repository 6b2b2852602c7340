import { sql } from 'kysely';
import type { Database } from './database';
import { applyFunctions } from './functions';
import * as accounts from './migrations/0001_accounts';
import * as ledger from './migrations/0002_ledger';
import * as houseGames from './migrations/0003_house_games';
import * as crashAndDuels from './migrations/0004_crash_and_duels';
import * as catalog from './migrations/0005_catalog';
import * as content from './migrations/0006_content';
import * as playBatches from './migrations/0007_play_batches';
import * as idempotentPlays from './migrations/0008_idempotent_plays';
import * as authAttempts from './migrations/0009_auth_attempts';
import * as ledgerEntryOrder from './migrations/0010_ledger_entry_order';
import * as crashInterruptions from './migrations/0011_crash_interruptions';
import * as ledgerPlayPostings from './migrations/0012_ledger_play_postings';
import * as eventOutbox from './migrations/0013_event_outbox';
import * as bannerLinks from './migrations/0014_banner_links';
import * as policies from './migrations/0015_policies';
import * as identityVerification from './migrations/0016_identity_verification';
import * as gates from './migrations/0017_gates';
import * as purchases from './migrations/0018_purchases';
import * as bonuses from './migrations/0019_bonuses';
import * as cryptoDeposits from './migrations/0020_crypto_deposits';
import * as playRefusalOnDemand from './migrations/0021_play_refusal_on_demand';
import * as bankTransfers from './migrations/0022_bank_transfers';
import * as redemptions from './migrations/0023_redemptions';
import * as backOffice from './migrations/0024_back_office';
import * as amoeAndOrders from './migrations/0025_amoe_and_orders';
import * as taxDetails from './migrations/0026_tax_details';
import * as jobs from './migrations/0027_jobs';
import * as staffApprovals from './migrations/0028_staff_approvals';
import * as promotionCosts from './migrations/0029_promotion_costs';
import * as purchaseJobs from './migrations/0030_purchase_jobs';
import * as sealedGiftCards from './migrations/0031_sealed_gift_cards';
import * as purchaseRefundJobs from './migrations/0032_purchase_refund_jobs';

/** Forward-only, numbered; a migration never changes once it has shipped. */
const MIGRATIONS: { id: number; name: string; statements: string[] }[] = [
  { id: 1, name: 'accounts', statements: accounts.statements },
  { id: 2, name: 'ledger', statements: ledger.statements },
  { id: 3, name: 'house_games', statements: houseGames.statements },
  { id: 4, name: 'crash_and_duels', statements: crashAndDuels.statements },
  { id: 5, name: 'catalog', statements: catalog.statements },
  { id: 6, name: 'content', statements: content.statements },
  { id: 7, name: 'play_batches', statements: playBatches.statements },
  { id: 8, name: 'idempotent_plays', statements: idempotentPlays.statements },
  { id: 9, name: 'auth_attempts', statements: authAttempts.statements },
  { id: 10, name: 'ledger_entry_order', statements: ledgerEntryOrder.statements },
  { id: 11, name: 'crash_interruptions', statements: crashInterruptions.statements },
  { id: 12, name: 'ledger_play_postings', statements: ledgerPlayPostings.statements },
  { id: 13, name: 'event_outbox', statements: eventOutbox.statements },
  { id: 14, name: 'banner_links', statements: bannerLinks.statements },
  { id: 15, name: 'policies', statements: policies.statements },
  { id: 16, name: 'identity_verification', statements: identityVerification.statements },
  { id: 17, name: 'gates', statements: gates.statements },
  { id: 18, name: 'purchases', statements: purchases.statements },
  { id: 19, name: 'bonuses', statements: bonuses.statements },
  { id: 20, name: 'crypto_deposits', statements: cryptoDeposits.statements },
  { id: 21, name: 'play_refusal_on_demand', statements: playRefusalOnDemand.statements },
  { id: 22, name: 'bank_transfers', statements: bankTransfers.statements },
  { id: 23, name: 'redemptions', statements: redemptions.statements },
  { id: 24, name: 'back_office', statements: backOffice.statements },
  { id: 25, name: 'amoe_and_orders', statements: amoeAndOrders.statements },
  { id: 26, name: 'tax_details', statements: taxDetails.statements },
  { id: 27, name: 'jobs', statements: jobs.statements },
  { id: 28, name: 'staff_approvals', statements: staffApprovals.statements },
  { id: 29, name: 'promotion_costs', statements: promotionCosts.statements },
  { id: 30, name: 'purchase_jobs', statements: purchaseJobs.statements },
  { id: 31, name: 'sealed_gift_cards', statements: sealedGiftCards.statements },
  { id: 32, name: 'purchase_refund_jobs', statements: purchaseRefundJobs.statements },
];

const MIGRATION_LOCK = 72_001;

/**
 * Applies pending migrations, each in its own transaction, then the living functions (functions.ts) in one
 * more; an advisory lock lets many instances start at once.
 */
export async function migrate(db: Database): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      const done = await sql<{ id: number }>`SELECT id FROM schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.id));
      const ran: number[] = [];
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.id)) continue;
        await conn.transaction().execute(async (trx) => {
          for (const statement of migration.statements) await sql.raw(statement).execute(trx);
          await sql`INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, ${migration.name})`.execute(
            trx,
          );
        });
        ran.push(migration.id);
      }
      await conn.transaction().execute(applyFunctions);
      return ran;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
