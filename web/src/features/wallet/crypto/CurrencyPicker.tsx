import { CRYPTO_CURRENCIES, type CryptoCode } from '@casino/contract';
import { ChoiceButton, type ChoiceLook } from '../../../ui/ChoiceButton';

const COINS = CRYPTO_CURRENCIES.filter((c) => c.parent === null);

/** The coin's own network and its children's (USDT: BEP-20, TRC-20, ERC-20). */
export function networksOf(coin: CryptoCode) {
  return CRYPTO_CURRENCIES.filter((c) => c.code === coin || c.parent === coin);
}

/** The coin a network belongs to. */
export function coinOf(code: CryptoCode): CryptoCode {
  return CRYPTO_CURRENCIES.find((c) => c.code === code)?.parent ?? code;
}

const CHIP_LOOK: ChoiceLook = {
  base: 'h-10 shrink-0 rounded-lg border px-3 text-sm transition-colors',
  chosen: 'border-accent bg-accent/10 text-text',
  other: 'border-line bg-surface-2 text-text-muted hover:text-text',
};

/** Choose a coin, then its network when it has more than one. */
export function CurrencyPicker({ value, onChange }: { value: CryptoCode; onChange(code: CryptoCode): void }) {
  const coin = coinOf(value);
  const networks = networksOf(coin);
  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-label="Currency" className="flex flex-wrap gap-2">
        {COINS.map((c) => (
          <ChoiceButton
            key={c.code}
            chosen={coin === c.code}
            onChoose={() => onChange(c.code)}
            look={CHIP_LOOK}
          >
            {c.code}
          </ChoiceButton>
        ))}
      </fieldset>
      {networks.length > 1 && (
        <fieldset aria-label="Network" className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-text-muted">Network</span>
          {networks.map((n) => (
            <ChoiceButton
              key={n.code}
              chosen={value === n.code}
              onChoose={() => onChange(n.code)}
              look={CHIP_LOOK}
            >
              {n.network}
            </ChoiceButton>
          ))}
        </fieldset>
      )}
    </div>
  );
}
