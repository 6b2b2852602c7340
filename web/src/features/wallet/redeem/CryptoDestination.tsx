import { CRYPTO_CURRENCIES, type CryptoCode, cryptoCurrency } from '@casino/contract';
import { SelectField, TextField } from '../../../ui/Field';
import type { FieldBinder } from '../../../ui/use-schema-form';
import type { RedeemDraft } from './redeem-form';

const CURRENCY_OPTIONS = CRYPTO_CURRENCIES.map((c) => ({ value: c.code, label: `${c.name} (${c.network})` }));

/**
 * Where a crypto redemption is sent: the coin (its network follows from it), the address, and its tag or
 * memo. Their errors come from the contract's per-network validators (the same words the server answers),
 * checked before anything is sent; `onCurrency` runs when the coin changes.
 */
export function CryptoDestination({
  currency,
  field,
  onCurrency,
}: {
  currency: CryptoCode;
  field: FieldBinder<RedeemDraft>;
  onCurrency(): void;
}) {
  const facts = cryptoCurrency(currency);
  return (
    <div className="flex flex-col gap-3" data-testid="crypto-destination">
      <SelectField
        label="Currency and network"
        options={CURRENCY_OPTIONS}
        {...field('currency', onCurrency)}
      />
      <TextField label="Wallet address" autoComplete="off" spellCheck={false} {...field('address')} />
      {facts.tagName && (
        <TextField
          label={`${facts.tagName}${currency === 'XRP' ? '' : ' (optional)'}`}
          autoComplete="off"
          {...field('tag')}
        />
      )}
      <p className="text-xs text-text-muted">
        Sent on the {facts.network} network. Coins sent to a wrong address cannot be recovered.
      </p>
    </div>
  );
}
