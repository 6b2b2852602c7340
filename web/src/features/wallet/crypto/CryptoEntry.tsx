import { Bitcoin } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { useWalletParams } from '../wallet-params';

/** The way to `action=crypto` from the bundles: Gold Coins paid in crypto at the bundles' rate. */
export function CryptoEntry() {
  const { showCrypto } = useWalletParams();
  return (
    <div className="flex flex-col items-start justify-between gap-3 rounded-xl border border-line bg-surface-2 p-4 sm:flex-row sm:items-center">
      <div>
        <h3 className="font-semibold">Pay with crypto</h3>
        <p className="text-sm text-text-muted">BTC, ETH, USDT and more: 10,000 GC per USD plus free SC.</p>
      </div>
      <Button variant="secondary" onClick={showCrypto} data-testid="buy-with-crypto">
        <Bitcoin size={16} /> Buy with crypto
      </Button>
    </div>
  );
}
