import { useEffect, useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { usePendingConfirmation } from './api';
import { BundlesView } from './BundlesView';
import { ConfirmPurchase } from './ConfirmPurchase';
import { OrderSummary } from './OrderSummary';
import { useOrder } from './order-store';
import { PaymentScreen } from './PaymentScreen';
import { useWalletParams } from './wallet-params';

/**
 * `page=deposit` (Buy Bundle): bundles → order summary (reached internally) → payment (`action=paysafe`).
 * A purchase still awaiting Confirm or Deny when the wallet opens shows the success screen first.
 */
export function BuyBundlePage() {
  const { payment, pay, payByBankTransfer, showBundles } = useWalletParams();
  const { bundle, choose } = useOrder();
  const pending = usePendingConfirmation();
  // Once shown, the success screen stays until DONE, though the answer clears the pending confirmation.
  const [confirming, setConfirming] = useState(false);
  const awaiting = Boolean(pending.data?.confirmation);
  useEffect(() => {
    if (awaiting) setConfirming(true);
  }, [awaiting]);
  // Leaving the payment (closing the wallet, Back) starts the next visit at the bundles.
  useEffect(() => () => choose(null), [choose]);

  if (payment)
    return (
      <PaymentScreen
        payment={payment}
        onBack={() => {
          choose(null);
          showBundles();
        }}
      />
    );
  if (pending.isPending) return <Skeleton className="h-64 w-full" />;
  if (confirming || awaiting) return <ConfirmPurchase />;
  if (bundle)
    return (
      <OrderSummary
        bundle={bundle}
        onChange={() => choose(null)}
        onContinue={pay}
        onBankTransfer={payByBankTransfer}
      />
    );
  return <BundlesView onChoose={choose} />;
}
