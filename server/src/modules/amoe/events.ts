import { AMOE_TEXTS, AMOE_UPDATED_EVENT, type AmoeUpdatedEvent, formatAmount } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import { announceBalance, playerContact } from '../users';
import type { AmoePorts } from './ports';
import { type AmoeRequestRow, timelinesOf } from './repository';
import { amoeInstructions, amoeRequestView } from './view';

function messageOf(row: AmoeRequestRow): string {
  switch (row.status) {
    case 'requested':
      return AMOE_TEXTS.requested;
    case 'received':
    case 'credited':
      return AMOE_TEXTS.credited(formatAmount(row.sc ?? 0n));
    case 'refused':
      return `${AMOE_TEXTS.refused} ${row.reason ?? ''}`.trim();
  }
}

/**
 * Queues the request as it now stands for the player's tabs (`amoe-updated` on App.User.{id}) and, once
 * credited, their new balance (`balance`, as every bonus sends it); both go out once the caller's
 * transaction commits.
 */
export async function publishAmoeRequest(trx: Trx, ports: AmoePorts, row: AmoeRequestRow): Promise<void> {
  const event: AmoeUpdatedEvent = {
    request: amoeRequestView(row, await timelinesOf(trx, [row.id])),
    message: messageOf(row),
  };
  await enqueueEvent(trx, `App.User.${row.user_id}`, AMOE_UPDATED_EVENT, event);
  if (row.status === 'credited') await announceBalance(trx, ports.ledger, row.user_id);
}

function mailBody(ports: AmoePorts, row: AmoeRequestRow, username: string | null): string {
  switch (row.status) {
    case 'requested': {
      const how = amoeInstructions(ports.config);
      return [
        `Your free-entry request code is ${row.code}.`,
        AMOE_TEXTS.handwritten,
        `Mail it to: ${[how.mailing_address.recipient, ...how.mailing_address.lines].join(', ')}.`,
        `The card must carry: ${how.card_fields.join('; ')} (your username is ${username ?? 'shown in your account'}).`,
        `The statement to write: "${how.statement}"`,
      ].join('\n');
    }
    case 'received':
    case 'credited':
      return `${AMOE_TEXTS.credited(formatAmount(row.sc ?? 0n))} (request code ${row.code}).`;
    case 'refused':
      return `Your free-entry request ${row.code} was refused: ${row.reason ?? ''}`;
  }
}

const SUBJECTS = {
  requested: 'Your free-entry request code',
  received: 'Your free entry was received',
  credited: 'Your free Sweeps Coins were credited',
  refused: 'Your free-entry request was refused',
} as const;

/**
 * Mails the player where their request stands, as a job in the caller's transaction: it goes out exactly
 * when the change it reports commits.
 */
export async function mailAmoeRequest(trx: Trx, ports: AmoePorts, row: AmoeRequestRow): Promise<void> {
  const player = await playerContact(trx, row.user_id);
  await ports.mailer.send(
    {
      to: player.email,
      subject: SUBJECTS[row.status],
      body: mailBody(ports, row, player.username),
      link: `${ports.config.appUrl}/settings/free-entry`,
    },
    trx,
  );
}
