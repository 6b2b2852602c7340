import type { CryptoCode } from '@casino/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useWalletParams } from '../wallet-params';
import { CurrencyPicker } from './CurrencyPicker';
import { DepositAddressCard } from './DepositAddressCard';
import { DepositList } from './DepositList';
import { useFiatChoice } from './fiat-choice';
import { SandboxDepositPanel } from './SandboxDepositPanel';
import { SelectFiatDialog } from './SelectFiatDialog';

/**
 * `action=crypto` (spec §2, §7 `POST /coins`): the player picks a coin and network, sends coins to
 * their own address, and sees each deposit confirm and credit Gold Coins (10,000 per USD, plus free
 * SC) once. The first visit asks for the display currency (Select Fiat).
 */
export function CryptoPage() {
  const { showBundles } = useWalletParams();
  const [currency, setCurrency] = useState<CryptoCode>('BTC');
  const { defaultFiat, open } = useFiatChoice();
  useEffect(() => {
    if (!useFiatChoice.getState().defaultFiat) open();
  }, [open]);
  return (
    <section data-testid="wallet-page-crypto" className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={showBundles}>
          <ArrowLeft size={16} /> Bundles
        </Button>
        <Button variant="secondary" size="sm" onClick={open} data-testid="open-select-fiat">
          Display currency: {defaultFiat ?? 'USD'}
        </Button>
      </div>
      <div>
        <h3 className="text-lg font-semibold">Buy Gold Coins with crypto</h3>
        <p className="text-sm text-text-muted">
          Send coins to your own address below. Once the network confirms them you get 10,000 GC for every USD
          they are worth, plus free Sweeps Coins.
        </p>
      </div>
      <CurrencyPicker value={currency} onChange={setCurrency} />
      <DepositAddressCard key={currency} currency={currency} />
      <SandboxDepositPanel key={`sandbox-${currency}`} currency={currency} />
      <DepositList />
      <SelectFiatDialog />
    </section>
  );
}
