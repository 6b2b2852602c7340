/**
 * Taxes on prizes (issue 14): the player's tax page and W-9 style details, staff's 1099 export, and the
 * gate the redemptions module asks before a request takes the year's prizes to 600 USD.
 */
export { taxRoutes } from './routes';
export { TAX_THRESHOLD_CENTS, taxDetailsRequired } from './service';
