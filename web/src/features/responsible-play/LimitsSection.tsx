import {
  PLAYER_LIMIT_KINDS,
  PLAYER_LIMIT_PERIODS,
  type PlayerLimitKind,
  type PlayerLimitPeriod,
  type ResponsiblePlay,
  type SetLimit,
} from '@casino/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useResponsiblePlayChange, utc } from './api';
import { Section } from './Section';

const KIND_LABELS: Record<PlayerLimitKind, { title: string; unit: string }> = {
  purchase: { title: 'Purchases', unit: 'USD' },
  loss: { title: 'Losses', unit: 'SC' },
  session: { title: 'Time in play', unit: 'minutes' },
};

/** Purchase, loss and time-in-play limits per day, week and month. */
export function LimitsSection({ settings }: { settings: ResponsiblePlay }) {
  return (
    <Section
      title="Limits"
      description={`A new or lower limit applies at once. Raising or removing one waits ${settings.cooling_off_hours} hours, so a decision made in the moment cannot loosen it.`}
    >
      <div className="flex flex-col gap-5">
        {PLAYER_LIMIT_KINDS.map((kind) => (
          <div key={kind} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">
              {KIND_LABELS[kind].title} <span className="text-text-muted">({KIND_LABELS[kind].unit})</span>
            </h3>
            <div className="grid gap-2 md:grid-cols-3">
              {PLAYER_LIMIT_PERIODS.map((period) => (
                <LimitRow key={period} kind={kind} period={period} settings={settings} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function LimitRow({
  kind,
  period,
  settings,
}: {
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  settings: ResponsiblePlay;
}) {
  const limit = settings.limits.find((l) => l.kind === kind && l.period === period);
  const [value, setValue] = useState(limit?.value ?? '');
  const save = useResponsiblePlayChange<SetLimit>('/limits', 'PUT');
  const testId = `limit-${kind}-${period}`;
  return (
    <div data-testid={testId} className="flex flex-col gap-1 rounded-lg border border-line bg-surface-2 p-3">
      <label className="text-xs text-text-muted" htmlFor={`${testId}-input`}>
        Per {period}
        {limit?.value ? ` · now ${limit.value}` : ' · none'}
      </label>
      <div className="flex gap-2">
        <input
          id={`${testId}-input`}
          inputMode="decimal"
          className="h-9 w-full min-w-0 rounded-md border border-line bg-surface-1 px-2 text-sm"
          placeholder="No limit"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          size="sm"
          pending={save.isPending}
          onClick={() => save.mutate({ kind, period, value: value.trim() || null })}
        >
          Save
        </Button>
      </div>
      {limit?.pending && (
        <p data-testid={`${testId}-pending`} className="text-xs text-accent">
          {limit.pending.value === null ? 'Removed' : `Raised to ${limit.pending.value}`} from{' '}
          {utc(limit.pending.applies_at)}
        </p>
      )}
    </div>
  );
}
