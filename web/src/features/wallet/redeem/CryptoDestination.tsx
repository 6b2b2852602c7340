import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  type CryptoDestinationErrors,
  cryptoCurrency,
} from '@casino/contract';
import { SelectField, TextField } from '../../../ui/Field';

/** Where a crypto redemption is sent: the coin (its network follows from it), the address, and its tag or memo. */
export interface CryptoDestinationValue {
  currency: CryptoCode;
  address: string;
  tag: string;
}

const CURRENCY_OPTIONS = CRYPTO_CURRENCIES.map((c) => ({ value: c.code, label: `${c.name} (${c.network})` }));

/**
 * The destination fields; `errors` come from the contract's per-network validators (the same words the
 * server answers), checked before anything is sent.
 */
export function CryptoDestination({
  value,
  errors,
  onChange,
}: {
  value: CryptoDestinationValue;
  errors: CryptoDestinationErrors;
  onChange(next: CryptoDestinationValue): void;
}) {
  const facts = cryptoCurrency(value.currency);
  return (
    <div className="flex flex-col gap-3" data-testid="crypto-destination">
      <SelectField
        label="Currency and network"
        options={CURRENCY_OPTIONS}
        value={value.currency}
        onChange={(event) => onChange({ ...value, currency: event.target.value as CryptoCode, tag: '' })}
      />
      <TextField
        label="Wallet address"
        autoComplete="off"
        spellCheck={false}
        value={value.address}
        error={errors.address}
        onChange={(event) => onChange({ ...value, address: event.target.value })}
      />
      {facts.tagName && (
        <TextField
          label={`${facts.tagName}${value.currency === 'XRP' ? '' : ' (optional)'}`}
          autoComplete="off"
          value={value.tag}
          error={errors.tag}
          onChange={(event) => onChange({ ...value, tag: event.target.value })}
        />
      )}
      <p className="text-xs text-text-muted">
        Sent on the {facts.network} network. Coins sent to a wrong address cannot be recovered.
      </p>
    </div>
  );
}
