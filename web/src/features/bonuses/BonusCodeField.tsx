import { BONUS_TEXTS } from '@casino/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useClaimCode } from './api';

/** A field to type a bonus code (`POST /api/bonus`); the answer shows as a toast. */
export function BonusCodeField() {
  const [code, setCode] = useState('');
  const claim = useClaimCode(BONUS_TEXTS.errorText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) claim.mutate(typed, { onSuccess: () => setCode('') });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Bonus code"
          name="bonus-code"
          placeholder="Enter your code"
          autoComplete="off"
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="h-11"
        pending={claim.isPending}
        disabled={!code.trim()}
      >
        Redeem
      </Button>
    </form>
  );
}
