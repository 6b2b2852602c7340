import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '../../../ui/Field';

/** A choice's name as the panel writes it: "medium" → "Medium". */
export const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A game's named setting before a play (plinko and keno risk, tower and clover cross difficulty): one
 * option per name, shown capitalised unless `describe` says more.
 */
export function ChoiceField<Name extends string>({
  label,
  names,
  value,
  onChoose,
  describe = capitalise,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: string;
  names: readonly Name[];
  value: Name;
  onChoose(name: NoInfer<Name>): void;
  describe?: (name: Name) => string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      options={names.map((name) => ({ value: name, label: describe(name) }))}
      onChange={(e) => onChoose(e.target.value as Name)}
      {...select}
    />
  );
}
