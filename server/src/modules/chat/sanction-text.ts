import type { SanctionRow } from './repository';

/** A mute's or chat ban's words for its player: what, until when (UTC, as staff set it), and why. */
export function sanctionText(sanction: Pick<SanctionRow, 'kind' | 'until' | 'reason'>): string {
  const until = sanction.until.toISOString().slice(0, 16).replace('T', ' ');
  const what = sanction.kind === 'ban' ? 'You are banned from chat' : 'You are muted';
  return `${what} until ${until} UTC. Reason: ${sanction.reason}`;
}
