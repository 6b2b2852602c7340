/**
 * Free rounds a refunded purchase gave are cancelled (issue 23).
 *
 * Compliance refunding a denied purchase takes back its coins; the free rounds its Free Spins reward gave
 * must go too, or a charged-back card keeps paying out wins. The grant becomes `cancelled` in the refund's
 * transaction and a job asks the provider to cancel what is left of it (Hub88's `freebet/rewards/cancel`,
 * Pragmatic's `FreeRoundsBonus/cancelFRB`); rounds already played stay played.
 *
 * `sandbox_provider_free_rounds.cancelled_at` is the sandbox provider's own record of the cancellation, as a
 * real provider keeps one: a cancelled campaign has no round left to play.
 */
export const statements = [
  `ALTER TABLE free_round_grants DROP CONSTRAINT free_round_grants_status_check`,
  `ALTER TABLE free_round_grants
     ADD COLUMN cancelled_at timestamptz,
     ADD CONSTRAINT free_round_grants_status_check
       CHECK (status IN ('pending', 'granted', 'failed', 'cancelled')),
     ADD CONSTRAINT free_round_grants_cancelled CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))`,
  // A cancelled grant the provider had keeps its granted_at: the old check tied it to `granted` alone.
  `ALTER TABLE free_round_grants DROP CONSTRAINT free_round_grants_check`,
  `ALTER TABLE free_round_grants
     ADD CONSTRAINT free_round_grants_granted CHECK (status <> 'granted' OR granted_at IS NOT NULL)`,
  `ALTER TABLE sandbox_provider_free_rounds ADD COLUMN cancelled_at timestamptz`,
];
