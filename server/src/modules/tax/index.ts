/**
 * Taxes on prizes (issue 14): the player's tax page and W-9 style details, staff's 1099 export, and the
 * gate the redemptions module asks before a request takes the year's prizes to 600 USD. The gate is a
 * rule over the caller's transaction and needs no port, so redemptions imports it as it is.
 */
export { createTaxModule, type TaxModule } from './module';
export type { TaxPorts } from './ports';
export { TAX_THRESHOLD_CENTS, taxDetailsRequired } from './service';
