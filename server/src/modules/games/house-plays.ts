import type { Database } from '../../db/database';
import type { Ledger } from '../../ledger/ledger';
import type { HouseEdges } from './house-edges';
import { PlayAdmission } from './policy/play-admission';
import type { PlayPolicy } from './policy/play-policy';
import type { PlayEligibility } from './ports';
import type { SeedBook } from './seeds/seeds';
import type { PlaySettlements } from './settlement/play-settlements';

/** What a house game played on the player's seed pair (instant or in steps) stands on. */
export interface HousePlayParts {
  db: Database;
  ledger: Ledger;
  seeds: SeedBook;
  settlements: PlaySettlements;
  policy: PlayPolicy;
  edges: HouseEdges;
  eligibility: PlayEligibility;
}

/**
 * The common ground of instant and step plays: the database and ledger they move coins through, the
 * seed book their outcomes come from, the settlement door a finished play leaves by, the configured
 * house edges and the admission every new stake passes.
 */
export abstract class HousePlays {
  protected readonly db: Database;
  protected readonly ledger: Ledger;
  protected readonly seeds: SeedBook;
  protected readonly settlements: PlaySettlements;
  protected readonly edges: HouseEdges;
  protected readonly admission: PlayAdmission;

  constructor(parts: HousePlayParts) {
    this.db = parts.db;
    this.ledger = parts.ledger;
    this.seeds = parts.seeds;
    this.settlements = parts.settlements;
    this.edges = parts.edges;
    this.admission = new PlayAdmission(parts.policy, parts.eligibility);
  }
}
