import { TextField, type TextFieldProps } from '../../../ui/Field';

/** What an odds field takes besides the field's own props: its text, and what to do once it is left. */
export interface OddsFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'trailing'> {
  /** The unit after the number: × or %. */
  unit: string;
  text: string;
  onText(text: string): void;
  /** The typed number counts once the player leaves the field (Tab, a click elsewhere, or Enter). */
  onCommit(): void;
}

/** One side of a game's odds (multiplier, target, win chance): a number with its unit, set on leaving. */
export function OddsField({ unit, text, onText, onCommit, ...field }: OddsFieldProps) {
  return (
    <TextField
      inputMode="decimal"
      value={text}
      onChange={(e) => onText(e.target.value)}
      onBlur={onCommit}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      trailing={<span className="text-text-muted">{unit}</span>}
      {...field}
    />
  );
}
