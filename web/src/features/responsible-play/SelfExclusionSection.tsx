import {
  type ResponsiblePlay,
  SELF_EXCLUSION_LABELS,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
} from '@casino/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useResponsiblePlayChange, utc } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { Section } from './Section';

/** Self-exclude for 6 months, 1, 3 or 5 years, or indefinitely; lift an indefinite one after 6 months. */
export function SelfExclusionSection({ settings }: { settings: ResponsiblePlay }) {
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6_months');
  const [asking, setAsking] = useState(false);
  const exclude = useResponsiblePlayChange<{ period: SelfExclusionPeriod }>('/self-exclusion');
  const lift = useResponsiblePlayChange<Record<string, never>>('/self-exclusion/lift');
  const active = settings.self_exclusion;
  const canLift = active?.can_lift_from ? new Date(active.can_lift_from) <= new Date() : false;
  return (
    <Section
      title="Self-exclusion"
      description="Close your account to play for a long period. You can still log in and redeem prizes; marketing stops."
    >
      {active && (
        <div
          data-testid="self-exclusion-active"
          className="mb-4 flex flex-col gap-2 rounded-lg bg-surface-2 p-3 text-sm"
        >
          <p>
            Self-excluded ({SELF_EXCLUSION_LABELS[active.period].toLowerCase()}) since{' '}
            {utc(active.started_at)}
            {active.till ? `, till ${utc(active.till)}` : ''}.
          </p>
          {active.lifts_at && <p>Lifting: your account reopens on {utc(active.lifts_at)}.</p>}
          {active.can_lift_from && (
            <p>
              An indefinite self-exclusion can be lifted from {utc(active.can_lift_from)}; it then ends 7 days
              later.
            </p>
          )}
          {canLift && (
            <Button size="sm" variant="secondary" pending={lift.isPending} onClick={() => lift.mutate({})}>
              Lift my self-exclusion
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Self-exclusion period"
          data-testid="self-exclusion-period"
          className="h-10 rounded-lg border border-line bg-surface-2 px-3 text-sm"
          value={period}
          onChange={(event) => setPeriod(event.target.value as SelfExclusionPeriod)}
        >
          {SELF_EXCLUSION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {SELF_EXCLUSION_LABELS[p]}
            </option>
          ))}
        </select>
        <Button variant="danger" onClick={() => setAsking(true)}>
          Self-exclude
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title="Self-exclude?"
          warning={
            period === 'indefinite' ? (
              <>
                This cannot be undone early. Nothing can be played, bought or claimed until you lift it, which
                you can ask for only after 6 months; it then takes 7 more days.
              </>
            ) : (
              <>
                This cannot be undone early. For {SELF_EXCLUSION_LABELS[period]} nothing can be played, bought
                or claimed, and marketing stops.
              </>
            )
          }
          confirm="Self-exclude"
          decision={exclude}
          body={{ period }}
          onClose={() => setAsking(false)}
        />
      )}
    </Section>
  );
}
