import { type AchDebit, BANK_TEXTS, type BankWidgetMessage } from '@casino/contract';
import { Building2, Landmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { queryClient, useSiteConfig } from '../../../api/queries';
import { formatDollars } from '../../../lib/format';
import { useTab } from '../../../navigation/use-tab';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { useWalletLocation } from '../location-port';
import { LOCATION_CODES } from '../use-purchase-flow';
import { type BankTransferParams, useWalletParams, WALLET_PARAMS } from '../wallet-params';
import { bankKeys, createDebit, payWithWidget, usePayeeStatus, useSavedAccounts } from './api';
import { BankWidget } from './BankWidget';
import { showBankError } from './bank-toasts';
import { DebitStatus } from './DebitStatus';
import { ManualAccountForm } from './ManualAccountForm';
import { PayeeDetailsForm } from './PayeeDetailsForm';
import { SavedAccounts } from './SavedAccounts';

/** Spec §9: the bank-transfer form shows after 200 ms; after a debit the page reloads in 2-3 s. */
const FORM_DELAY_MS = 200;
const RELOAD_AFTER_MS = 2500;

/** Reloads the page on the debit's status (the URL's `ref`), as spec §9 asks after a bank transfer. */
function reloadOnDebit(merchantRefNum: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('ref', merchantRefNum);
  setTimeout(() => window.location.assign(url.toString()), RELOAD_AFTER_MS);
}

/**
 * `action=paymentForm` (spec §2): the bank-transfer form. The identity form first (the vendor's payee),
 * then a saved account or a new one, linked through the vendor's widget or by its numbers and two
 * micro-deposits, then the debit for the order; after it, the debit's status until the bank decides.
 */
export function PaymentFormPage() {
  const { bankTransfer, showBundles } = useWalletParams();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const { close } = useTab(WALLET_PARAMS);
  if (!bankTransfer)
    return (
      <div
        className="flex flex-col items-center gap-4 py-8 text-center"
        data-testid="wallet-page-paymentForm"
      >
        <Building2 size={40} className="text-text-muted" />
        <p className="text-text-muted">Choose a bundle to pay for by bank transfer.</p>
        <Button onClick={showBundles}>See bundles</Button>
      </div>
    );
  if (!shown) return <Skeleton className="h-64 w-full" />;
  return (
    <section className="flex flex-col gap-5" data-testid="wallet-page-paymentForm">
      {bankTransfer.ref ? (
        <DebitStatus merchantRefNum={bankTransfer.ref} onDone={close} />
      ) : (
        <BankTransferForm order={bankTransfer} onBack={showBundles} />
      )}
    </section>
  );
}

function OrderLine({ order }: { order: BankTransferParams }) {
  return (
    <div className="flex items-center justify-between border-b border-line pb-3">
      <span className="flex items-center gap-2 text-text-muted">
        <Landmark size={16} /> Bank transfer (ACH)
      </span>
      <span className="text-xl font-bold tabular-nums" data-testid="bank-order-total">
        {formatDollars(order.amount)}
      </span>
    </div>
  );
}

function IdentityStep() {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Your details</h3>
      <p className="text-sm text-text-muted">Your bank needs to know who is paying. We check it once.</p>
      <PayeeDetailsForm />
    </div>
  );
}

function BankTransferForm({ order, onBack }: { order: BankTransferParams; onBack(): void }) {
  const payee = usePayeeStatus();
  const accounts = useSavedAccounts(Boolean(payee.data?.identity));
  const [adding, setAdding] = useState<'widget' | 'numbers' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const location = useWalletLocation();
  const { data: site } = useSiteConfig();
  const orderBody = {
    amount: order.amount,
    bundleId: order.bundleId,
    ...(order.promotionId ? { promotionId: order.promotionId } : {}),
  };
  /** Spec §4: a location check where enabled, then the debit; the page reloads on its status. */
  const debit = async (call: () => Promise<AchDebit>) => {
    setPaying(true);
    setLocationError(null);
    try {
      if (site?.radar_enable_purchase) await location.check();
      const made = await call();
      toast.info('Bank transfer submitted', BANK_TEXTS.debitPending);
      reloadOnDebit(made.merchantRefNum);
    } catch (error) {
      if (error instanceof ApiError && LOCATION_CODES.has(String(error.code)))
        setLocationError(error.message);
      else showBankError(error);
      setPaying(false);
    }
  };
  const onWidget = (message: BankWidgetMessage) => {
    if (message.result === 'cancelled') {
      setAdding(null);
      return void toast.warning('Bank transfer', 'Bank linking was cancelled.');
    }
    if (message.result === 'failed')
      return void toast.error(
        'Bank transfer',
        `${BANK_TEXTS.flinksError} ${message.error_code ?? ''}`.trim(),
      );
    void debit(async () => {
      const made = await payWithWidget({ ...orderBody, result: 'linked', referenceId: message.referenceId });
      void queryClient.invalidateQueries({ queryKey: bankKeys.accounts });
      return made;
    });
  };
  const pay = () => {
    if (chosen === null) return void toast.warning('Bank transfer', 'Choose a verified bank account.');
    void debit(() => createDebit({ ...orderBody, account_id: chosen }));
  };

  if (payee.isPending || (payee.data?.identity && accounts.isPending))
    return <Skeleton className="h-64 w-full" />;
  if (payee.isError) return <p className="text-sm text-loss">{(payee.error as Error).message}</p>;
  return (
    <>
      <OrderLine order={order} />
      {locationError !== null && <location.ErrorArea message={locationError} />}
      {!payee.data?.identity ? (
        <IdentityStep />
      ) : paying ? (
        <div className="flex flex-col gap-3 py-6 text-center" data-testid="bank-submitting">
          <p className="font-semibold">Submitting your bank transfer…</p>
          <Skeleton className="h-2 w-full" />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Pay from</h3>
            {accounts.data && accounts.data.length > 0 ? (
              <SavedAccounts accounts={accounts.data} chosen={chosen} onChoose={setChosen} />
            ) : (
              <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-text-muted">
                No saved bank accounts yet. Link one below.
              </p>
            )}
          </div>
          {adding === 'widget' && <BankWidget onResult={onWidget} />}
          {adding === 'numbers' && <ManualAccountForm onDone={() => setAdding(null)} />}
          {adding === null && (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => setAdding('widget')}>
                Link your bank instantly
              </Button>
              <Button variant="ghost" onClick={() => setAdding('numbers')}>
                Enter account numbers
              </Button>
            </div>
          )}
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            <Button onClick={pay} disabled={chosen === null}>
              Pay {formatDollars(order.amount)}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
