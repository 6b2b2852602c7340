import { BREAK_DAYS, type ResponsiblePlay } from '@casino/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { useResponsiblePlayChange, utc } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { Section } from './Section';

const DAYS_LOOK: ChoiceLook = {
  base: 'h-10 min-w-16 rounded-lg border px-3 text-sm font-semibold',
  chosen: 'border-accent bg-accent/15 text-text',
  other: 'border-line bg-surface-2 text-text-muted',
};

/** Take a break in play for 1, 3, 7, 14 or 30 days. */
export function BreakSection({ settings }: { settings: ResponsiblePlay }) {
  const [days, setDays] = useState<number>(1);
  const [asking, setAsking] = useState(false);
  const take = useResponsiblePlayChange<{ days: number }>('/break');
  const active = settings.break;
  return (
    <Section
      title="Take a break"
      description="Step away for a while: during a break you cannot play, buy coins or claim bonuses. You can still log in, see your account and redeem prizes."
    >
      {active && (
        <p data-testid="break-active" className="mb-4 rounded-lg bg-surface-2 p-3 text-sm">
          Your break of {active.days} {active.days === 1 ? 'day' : 'days'} is active till {utc(active.till)}.
        </p>
      )}
      <fieldset className="flex flex-wrap items-center gap-2" aria-label="Break length">
        {BREAK_DAYS.map((d) => (
          <ChoiceButton key={d} chosen={days === d} onChoose={() => setDays(d)} look={DAYS_LOOK}>
            {d} {d === 1 ? 'day' : 'days'}
          </ChoiceButton>
        ))}
        <Button data-testid="take-break" onClick={() => setAsking(true)}>
          Take a break
        </Button>
      </fieldset>
      {asking && (
        <ConfirmDialog
          title={`Take a ${days}-day break?`}
          warning={
            <>
              A break cannot be ended early. For {days} {days === 1 ? 'day' : 'days'} you will not be able to
              play, buy coins or claim bonuses; it ends by itself.
            </>
          }
          confirm="Start my break"
          decision={take}
          body={{ days }}
          onClose={() => setAsking(false)}
        />
      )}
    </Section>
  );
}
