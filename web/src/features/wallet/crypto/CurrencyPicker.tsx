import { CRYPTO_CURRENCIES, type CryptoCode } from '@casino/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
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
      <ChipRow
        label="Currency"
        chosen={coin}
        onChoose={onChange}
        chips={COINS.map((c) => [c.code, c.code])}
      />
      {networks.length > 1 && (
        <ChipRow
          label="Network"
          chosen={value}
          onChoose={onChange}
          chips={networks.map((n) => [n.code, n.network])}
        >
          <span className="text-xs font-medium text-text-muted">Network</span>
        </ChipRow>
      )}
    </div>
  );
}

/** One row of chips, each a currency code and what it shows; `children` lead the row as its caption. */
function ChipRow({
  label,
  chosen,
  onChoose,
  chips,
  children,
}: {
  label: string;
  chosen: CryptoCode;
  onChoose(code: CryptoCode): void;
  chips: [code: CryptoCode, text: string][];
  children?: ReactNode;
}) {
  return (
    <fieldset aria-label={label} className={clsx('flex flex-wrap gap-2', children && 'items-center')}>
      {children}
      {chips.map(([code, text]) => (
        <ChoiceButton key={code} chosen={chosen === code} onChoose={() => onChoose(code)} look={CHIP_LOOK}>
          {text}
        </ChoiceButton>
      ))}
    </fieldset>
  );
}
