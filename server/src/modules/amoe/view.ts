import {
  type AdminAmoeRow,
  AMOE_CARD_FIELDS,
  AMOE_STATEMENT,
  type AmoeInstructions,
  type AmoeRequest,
  formatAmount,
} from '@casino/contract';
import type { Config } from '../../config';
import type { AmoeEventRow, AmoeRequestRow } from './repository';

/** The SC a valid card credits, in minor units (configuration `AMOE_SC_PER_REQUEST`, in coins). */
export function scPerRequest(config: Pick<Config, 'AMOE_SC_PER_REQUEST'>): bigint {
  return BigInt(Math.round(config.AMOE_SC_PER_REQUEST * 100));
}

/** The postal instructions, from configuration: where to mail the card, what it carries, what it earns. */
export function amoeInstructions(
  config: Pick<Config, 'AMOE_SC_PER_REQUEST' | 'AMOE_MAILING_ADDRESS'>,
): AmoeInstructions {
  const [recipient = '', ...lines] = config.AMOE_MAILING_ADDRESS.split('|').map((part) => part.trim());
  return {
    mailing_address: { recipient, lines: lines.filter(Boolean) },
    statement: AMOE_STATEMENT,
    card_fields: [...AMOE_CARD_FIELDS],
    sc_per_request: formatAmount(scPerRequest(config)),
  };
}

/** A request as its player sees it, with its timeline. */
export function amoeRequestView(row: AmoeRequestRow, timeline: AmoeEventRow[]): AmoeRequest {
  return {
    id: row.id.toString(),
    code: row.code,
    status: row.status,
    refusal: row.refusal,
    reason: row.reason,
    sc: row.sc === null ? null : formatAmount(row.sc),
    requested_at: row.created_at.toISOString(),
    timeline: timeline
      .filter((e) => e.request_id === row.id)
      .map((e) => ({ status: e.status, at: e.at.toISOString(), actor: e.actor, reason: e.reason })),
  };
}

/** A request as the back office sees it: the player's view, who asked, and what the card said. */
export function adminAmoeView(
  row: AmoeRequestRow & { username: string | null; email: string },
  timeline: AmoeEventRow[],
): AdminAmoeRow {
  return {
    ...amoeRequestView(row, timeline),
    user_id: row.user_id.toString(),
    username: row.username,
    email: row.email,
    legal_name: row.legal_name,
    address: row.address,
    received_on: row.received_on,
    entered_by: row.entered_by === null ? null : row.entered_by.toString(),
  };
}
