import { CRYPTO_WARNINGS, type CryptoCode } from '@casino/contract';
import { TriangleAlert } from 'lucide-react';
import { ApiError } from '../../../api/errors';
import { CopyField } from '../../../ui/CopyField';
import { FormMessage } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { useWalletLocation } from '../location-port';
import { LOCATION_CODES } from '../use-purchase-flow';
import { useDepositAddress } from './api';

/** The player's address for one network: QR code, copy buttons, tag or memo, warnings, minimum and rate. */
export function DepositAddressCard({ currency }: { currency: CryptoCode }) {
  const { data, isPending, error } = useDepositAddress(currency);
  const { ErrorArea: LocationErrorArea } = useWalletLocation();
  if (error instanceof ApiError && LOCATION_CODES.has(String(error.code)))
    return <LocationErrorArea message={error.message} />;
  if (error) return <FormMessage tone="error">{error.message}</FormMessage>;
  if (isPending || !data)
    return (
      <div className="flex gap-4" aria-busy="true" data-testid="deposit-address-loading">
        <Skeleton className="size-36 shrink-0 rounded-lg" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-10" />
        </div>
      </div>
    );
  const warning = CRYPTO_WARNINGS[currency];
  return (
    <div className="flex flex-col gap-4" data-testid="deposit-address">
      {warning && (
        <p
          role="note"
          data-testid="crypto-warning"
          className="flex gap-2 rounded-lg border border-gc/50 bg-gc/10 px-3 py-2 text-sm text-text"
        >
          <TriangleAlert size={18} className="mt-0.5 shrink-0 text-gc" aria-hidden="true" />
          {warning}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          alt={`QR code of your ${currency} deposit address`}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(data.qr_svg)}`}
          className="size-36 shrink-0 self-center rounded-lg bg-white p-1"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <CopyField
            label={`Your ${currency} address (${data.network})`}
            value={data.address}
            testId="deposit-address-value"
          />
          {data.tag_name && <CopyField label={data.tag_name} value={data.tag} testId="deposit-tag-value" />}
        </div>
      </div>
      {data.tag_name && (
        <p className="text-xs text-loss">
          Always include the {data.tag_name.toLowerCase()} {data.tag}: without it the deposit cannot be
          credited to you.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-text-muted">Minimum deposit</dt>
        <dd className="text-right font-medium" data-testid="min-deposit">
          {data.min_deposit} {currency}
        </dd>
        <dt className="text-text-muted">Rate</dt>
        <dd className="text-right">
          1 {currency} = {Number(data.usd_rate).toLocaleString('en-US')} USD
        </dd>
        <dt className="text-text-muted">You receive</dt>
        <dd className="text-right">10,000 GC per USD + free SC</dd>
        <dt className="text-text-muted">Credited after</dt>
        <dd className="text-right">
          {data.confirmations} confirmation{data.confirmations === 1 ? '' : 's'}
        </dd>
      </dl>
    </div>
  );
}
