import { type ChangeEvent, useState } from 'react';
import { TextField } from '../../ui/Field';
import { PlayButton } from './PlayButton';
import { type AutoPlay, type AutoSettings, DEFAULT_AUTO } from './use-auto-play';

function RuleField({
  label,
  rule,
  onChange,
  disabled,
}: {
  label: string;
  rule: AutoSettings['onWin'];
  onChange(rule: AutoSettings['onWin']): void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-xs font-medium text-text-muted">{label}</legend>
      <div className="flex h-10 items-center gap-1 rounded-lg border border-line bg-surface-2 p-1">
        <button
          type="button"
          aria-pressed={rule.reset}
          onClick={() => onChange({ ...rule, reset: true })}
          className="h-full rounded-md px-2 text-xs font-semibold aria-pressed:bg-line"
        >
          Reset
        </button>
        <button
          type="button"
          aria-pressed={!rule.reset}
          onClick={() => onChange({ ...rule, reset: false })}
          className="h-full whitespace-nowrap rounded-md px-2 text-xs font-semibold aria-pressed:bg-line"
        >
          Increase by
        </button>
        <input
          aria-label={`${label}: increase by percent`}
          inputMode="decimal"
          value={rule.increasePercent}
          disabled={rule.reset}
          onChange={(e) => onChange({ ...rule, increasePercent: Number(e.target.value) || 0 })}
          className="tabular h-full w-full min-w-0 bg-transparent px-2 text-right outline-none disabled:opacity-40"
        />
        <span className="pr-2 text-xs text-text-muted">%</span>
      </div>
    </fieldset>
  );
}

/** The settings entered as one number each. */
type NumberSetting = 'plays' | 'stopOnProfit' | 'stopOnLoss';

/** How the wager moves after a win and after a loss: one rule each, drawn alike. */
const RULES = [
  ['onWin', 'On win'],
  ['onLoss', 'On loss'],
] as const;

/**
 * The Auto tab: how many plays, what to do on a win or a loss, when to stop, and Start / Stop. Auto-play
 * starts from the wager shown and writes each next wager back to it.
 */
export function AutoPanel({
  auto,
  wager,
  onWager,
  disabled,
}: {
  auto: AutoPlay;
  wager: string;
  onWager(wager: string): void;
  disabled?: boolean;
}) {
  const { running, played } = auto;
  const [settings, setSettings] = useState(DEFAULT_AUTO);
  const number = (value: string) => Math.max(0, Number(value) || 0);
  /** A number setting's field: shown as set, locked while running, read back as a number of 0 or more. */
  const numberField = (setting: NumberSetting, read = number) => ({
    value: settings[setting],
    disabled: running,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setSettings({ ...settings, [setting]: read(e.target.value) }),
  });
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Number of plays (0 = until stopped)"
        inputMode="numeric"
        {...numberField('plays', (value) => Math.floor(number(value)))}
      />
      {RULES.map(([outcome, label]) => (
        <RuleField
          key={outcome}
          label={label}
          rule={settings[outcome]}
          disabled={running}
          onChange={(rule) => setSettings({ ...settings, [outcome]: rule })}
        />
      ))}
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Stop on profit" inputMode="decimal" {...numberField('stopOnProfit')} />
        <TextField label="Stop on loss" inputMode="decimal" {...numberField('stopOnLoss')} />
      </div>
      {running ? (
        <PlayButton label={`Stop auto-play (${played})`} onPlay={auto.stop} testId="auto-stop" continues />
      ) : (
        <PlayButton
          label="Start auto-play"
          disabled={disabled}
          onPlay={() => auto.start(wager, settings, onWager)}
          testId="auto-start"
        />
      )}
    </div>
  );
}
