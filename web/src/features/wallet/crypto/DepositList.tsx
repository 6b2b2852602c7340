import type { CryptoDeposit } from '@casino/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { formatWholeCoins } from '../../../lib/format';
import { Skeleton } from '../../../ui/Skeleton';
import { refreshAfterPurchase } from '../api';
import { useCryptoDeposits } from './api';
import { formatCrypto } from './crypto-amount';

const STATUS_TEXT: Record<CryptoDeposit['status'], string> = {
  pending: 'Waiting for the network',
  confirming: 'Confirming',
  credited: 'Credited',
  below_minimum: 'Below minimum',
  wrong_network: 'Wrong network',
  held: 'Held for review',
};

const STATUS_TONE: Record<CryptoDeposit['status'], string> = {
  pending: 'text-text-muted',
  confirming: 'text-gc',
  credited: 'text-win',
  below_minimum: 'text-loss',
  wrong_network: 'text-loss',
  held: 'text-gc',
};

function DepositRow({ deposit }: { deposit: CryptoDeposit }) {
  const open = deposit.status === 'pending' || deposit.status === 'confirming';
  return (
    <li className="flex flex-col gap-1 border-b border-line py-3 last:border-0" data-testid="crypto-deposit">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium">
          {formatCrypto(deposit.amount)} {deposit.currency}
        </span>
        <span
          className={clsx('text-sm font-medium', STATUS_TONE[deposit.status])}
          data-testid="crypto-deposit-status"
        >
          {STATUS_TEXT[deposit.status]}
          {open && ` ${deposit.confirmations}/${deposit.confirmations_needed}`}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 text-xs text-text-muted">
        <code className="min-w-0 truncate">{deposit.tx_hash}</code>
        {deposit.status === 'credited' && (
          <span className="shrink-0">
            <span className="text-gc">{formatWholeCoins(deposit.gc ?? 0)} GC</span>
            {deposit.sc !== '0.00' && <span className="text-sc"> + {deposit.sc} SC</span>}
          </span>
        )}
      </div>
      {deposit.note && <p className="text-xs text-text-muted">{deposit.note}</p>}
    </li>
  );
}

/** The player's deposits with live status and confirmations (read again while one is confirming). */
export function DepositList() {
  const { data, isPending } = useCryptoDeposits();
  const credited = data?.filter((d) => d.status === 'credited').length ?? 0;
  const seen = useRef<number | null>(null);
  // A newly credited deposit changes the player's totals and offers too (the balance comes by socket).
  useEffect(() => {
    if (seen.current !== null && credited > seen.current) refreshAfterPurchase();
    seen.current = credited;
  }, [credited]);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="crypto-deposits-title">
      <h3 id="crypto-deposits-title" className="text-sm font-semibold">
        Your deposits
      </h3>
      {isPending && <Skeleton className="h-16" />}
      {data?.length === 0 && (
        <p className="rounded-lg border border-dashed border-line px-3 py-4 text-center text-sm text-text-muted">
          No deposits yet. Coins you send to your address appear here as soon as the network sees them.
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="rounded-lg border border-line bg-surface-2 px-3">
          {data.map((d) => (
            <DepositRow key={d.id} deposit={d} />
          ))}
        </ul>
      )}
    </section>
  );
}
