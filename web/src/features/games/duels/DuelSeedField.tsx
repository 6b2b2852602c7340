import { useState } from 'react';
import { TextField } from '../../../ui/Field';
import { suggestedClientSeed } from '../seed-prompt';

/**
 * The player's own seed for a duel they create or join. Optional: left empty the server picks a random
 * one; the placeholder suggests one, fixed for as long as the field is shown.
 */
export function DuelSeedField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange(seed: string): void;
  hint: string;
}) {
  const [placeholder] = useState(suggestedClientSeed);
  return (
    <TextField
      label="Your seed (optional)"
      hint={hint}
      value={value}
      maxLength={64}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      className="font-mono text-xs"
    />
  );
}
